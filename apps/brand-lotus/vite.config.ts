import { defineBrandAppConfig } from '@wl/vite-config';

export default defineBrandAppConfig({ brand: 'lotus', root: import.meta.dirname });
