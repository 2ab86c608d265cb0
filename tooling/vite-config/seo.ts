// What search engines and link previews read of a brand, from its brand file: the head's description,
// canonical URL, Open Graph and Twitter tags, and the brand's own robots.txt and sitemap.xml.
import type { Brand } from '@wl/brand-config';

/** The pages a guest can open and a search engine should list (each a route of the site's router). */
export const SITEMAP_PAGES = [
  '/',
  '/rng',
  '/live',
  '/pvp',
  '/fish',
  '/sports',
  '/esports',
  '/inhouse',
  '/lotteryCenter',
  '/promotions',
  '/down',
  '/helpmc',
  '/register',
] as const;

/** A brand whose site needs a session (`loginedToHomePage`) shows guests only these pages. */
export const GUARDED_SITEMAP_PAGES = ['/login', '/register', '/helpmc', '/download'] as const;

/** Paths that are the player's own or the platform's: never crawled. */
const NOT_CRAWLED = ['/member', '/agent', '/wps/', '/lgw/', '/lotto/', '/game', '/seamless'];

/** `https://<first domain>`, or undefined for a brand without domains (not deployable yet). */
export function canonicalOrigin(brand: Pick<Brand, 'domains'>): string | undefined {
  const domain = brand.domains?.[0];
  return domain ? `https://${domain}` : undefined;
}

/** The description the brand file gives, or one made of its name. */
export function brandDescription(brand: Pick<Brand, 'name' | 'description'>): string {
  return brand.description ?? brand.name;
}

export function sitemapPages(brand: Pick<Brand, 'loginedToHomePage'>): readonly string[] {
  return brand.loginedToHomePage ? GUARDED_SITEMAP_PAGES : SITEMAP_PAGES;
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Where the brand build writes the large icon (the Open Graph and Twitter picture too). */
export const SHARE_IMAGE_PATH = '/icons/icon-512.png';

/**
 * The head tags of a brand's page: description, canonical URL (the first domain; nginx puts the
 * requested path in), Open Graph and Twitter card. Stamped into `index.html`.
 */
export function seoHeadTags(brand: Brand): string {
  const origin = canonicalOrigin(brand);
  const description = escapeAttribute(brandDescription(brand));
  const name = escapeAttribute(brand.name);
  const tags = [
    `<meta name="description" content="${description}" />`,
    ...(origin ? [`<link rel="canonical" href="${origin}/" />`] : []),
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${name}" />`,
    `<meta property="og:title" content="${name}" />`,
    `<meta property="og:description" content="${description}" />`,
    ...(origin
      ? [
          `<meta property="og:url" content="${origin}/" />`,
          `<meta property="og:image" content="${origin}${SHARE_IMAGE_PATH}" />`,
        ]
      : []),
    '<meta name="twitter:card" content="summary" />',
    `<meta name="twitter:title" content="${name}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    ...(origin ? [`<meta name="twitter:image" content="${origin}${SHARE_IMAGE_PATH}" />`] : []),
  ];
  return tags.join('\n    ');
}

export function robotsTxt(brand: Brand): string {
  const origin = canonicalOrigin(brand);
  return [
    'User-agent: *',
    'Allow: /',
    ...NOT_CRAWLED.map((path) => `Disallow: ${path}`),
    ...(origin ? ['', `Sitemap: ${origin}/sitemap.xml`] : []),
    '',
  ].join('\n');
}

/** The sitemap of the brand's public pages on its canonical domain; undefined without a domain. */
export function sitemapXml(brand: Brand): string | undefined {
  const origin = canonicalOrigin(brand);
  if (!origin) return undefined;
  const urls = sitemapPages(brand).map(
    (page) => `  <url><loc>${escapeAttribute(origin + page)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
