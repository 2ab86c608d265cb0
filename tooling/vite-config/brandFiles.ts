// Everything of a brand's build beside index.html that is made from its brand file, written when the
// brand is stamped (a full build and a cache hit alike): robots.txt, sitemap.xml, the installable app's
// files and service worker, then a `.gz` of each text file.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadBrand, type Brand } from '@wl/brand-config';
import { MANIFEST_FILE } from './buildMeta';
import { precompress } from './compress';
import { pwaHeadTags, writeAppFiles, writeServiceWorker } from './pwa';
import { robotsTxt, seoHeadTags, sitemapXml } from './seo';

/** The tags `stampIndexHtml` adds to the head for search engines, link previews and installing. */
export function brandHeadTags(brand: Brand): string {
  return `${seoHeadTags(brand)}\n    ${pwaHeadTags()}`;
}

export async function writeBrandFiles({
  outDir,
  brandFile,
  metaDir,
}: {
  outDir: string;
  brandFile: string;
  /** The build's `build-meta/`: its Vite manifest tells which chunks are other languages' texts. */
  metaDir?: string;
}): Promise<void> {
  const brand = loadBrand(brandFile);
  writeFileSync(path.join(outDir, 'robots.txt'), robotsTxt(brand));
  const sitemap = sitemapXml(brand);
  if (sitemap) writeFileSync(path.join(outDir, 'sitemap.xml'), sitemap);
  writeAppFiles(brand, outDir);
  // After every precached file is written: the worker carries their revisions.
  await writeServiceWorker(
    brand,
    outDir,
    metaDir ? { viteManifest: path.join(metaDir, MANIFEST_FILE) } : {},
  );
  precompress(outDir);
}
