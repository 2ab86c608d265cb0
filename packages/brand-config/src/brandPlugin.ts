import type { Plugin } from 'vite';
import type { Brand } from './types';
import { loadBrand } from './loadBrand';

export const BRAND_MODULE_ID = 'virtual:wl-brand';
const RESOLVED_ID = `\0${BRAND_MODULE_ID}`;

export interface BrandPluginOptions {
  /** Absolute path of `brands/<code>.json`. */
  brandFile: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The colour of the browser's bars and of the installed app's splash screen: the default theme's background. */
export function brandThemeColour(brand: Pick<Brand, 'theme'>): string {
  const mode = brand.theme.defaultMode;
  return brand.theme[mode].background ?? (mode === 'dark' ? '#0b1220' : '#ffffff');
}

/**
 * Loads and validates the app's brand (a bad file fails dev and build with file, path and reason),
 * exposes it as `virtual:wl-brand`, and fills the brand's title, favicon and theme colour into index.html.
 */
export function brandPlugin({ brandFile }: BrandPluginOptions): Plugin {
  let brand: Brand;
  return {
    name: 'wl-brand',
    buildStart() {
      brand = loadBrand(brandFile);
      this.addWatchFile(brandFile);
    },
    resolveId(id) {
      return id === BRAND_MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      brand = loadBrand(brandFile);
      return `export default ${JSON.stringify(brand)};`;
    },
    transformIndexHtml(html) {
      brand ??= loadBrand(brandFile);
      const background = brandThemeColour(brand);
      return html
        .replace(/%BRAND_NAME%/g, escapeHtml(brand.name))
        .replace(/%BRAND_FAVICON%/g, escapeHtml(brand.assets.favicon))
        .replace(/%BRAND_THEME_COLOUR%/g, escapeHtml(background))
        .replace(/%BRAND_LANG%/g, brand.defaultLang.toLowerCase());
    },
    handleHotUpdate(ctx) {
      if (ctx.file === brandFile) {
        brand = loadBrand(brandFile);
        ctx.server.ws.send({ type: 'full-reload' });
        return [];
      }
      return undefined;
    },
  };
}
