import { defineBrandAppConfig } from '@wl/vite-config';

export default defineBrandAppConfig({ brand: 'aurora', root: import.meta.dirname });
