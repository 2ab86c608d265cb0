import { defineBrandAppConfig } from '@wl/vite-config';

export default defineBrandAppConfig({ brand: 'tiger', root: import.meta.dirname });
