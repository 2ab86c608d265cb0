declare module 'virtual:wl-brand' {
  const brand: import('@wl/brand-config').Brand;
  export default brand;
}
