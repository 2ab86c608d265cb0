// The validated brand, served by the brand plugin of @wl/brand-config.
declare module 'virtual:wl-brand' {
  import type { Brand } from '@wl/brand-config';
  const brand: Brand;
  export default brand;
}
