import { AppUpdate } from './AppUpdate';

export { AppUpdate };

/** The app loads this module beside the first screen (app/Site.tsx), through `lazyScreen`. */
export const loadAppUpdate = async () => ({ default: AppUpdate });
