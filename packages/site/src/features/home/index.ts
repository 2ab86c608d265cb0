/**
 * Public API of the home feature for `app/`: the home route, loaded lazily. The app hands in the help
 * section's body (the help feature owns the help entries):
 * `lazyScreen(() => import('../features/home').then((m) => m.loadHomePage(loadHelp)))`.
 */
import type { SectionLoader } from './HomePage';

export type { SectionLoader } from './HomePage';

export const loadHomePage = (loadHelpSection: SectionLoader) =>
  import('./HomePage').then((m) => ({ default: m.homePageWith(loadHelpSection) }));
