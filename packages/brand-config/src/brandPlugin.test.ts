import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { BRAND_MODULE_ID, brandPlugin } from './brandPlugin';

const brandsDir = path.resolve(import.meta.dirname, '../../../brands');

/** Builds a one-file app that imports the virtual brand module and returns the bundle text. */
async function buildWith(brandFile: string): Promise<string> {
  const root = mkdtempSync(path.join(tmpdir(), 'brand-app-'));
  writeFileSync(path.join(root, 'entry.js'), `import brand from '${BRAND_MODULE_ID}'; console.log(brand.merchantCode);`);
  const output = await build({
    root,
    logLevel: 'silent',
    plugins: [brandPlugin({ brandFile })],
    build: { write: false, lib: { entry: path.join(root, 'entry.js'), formats: ['es'], fileName: 'out' } },
  });
  const bundle = Array.isArray(output) ? output[0] : output;
  return (bundle as { output: { code?: string }[] }).output.map((chunk) => chunk.code ?? '').join('\n');
}

describe('brandPlugin', () => {
  it('exposes the validated brand as a virtual module', async () => {
    const code = await buildWith(path.join(brandsDir, 'tiger.json'));
    expect(code).toContain('TGR07');
  });

  it('fails the build with the file, path and reason', async () => {
    const brand = JSON.parse(readFileSync(path.join(brandsDir, 'aurora.json'), 'utf8'));
    brand.theme.dark.primary = 'teal';
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'brand-')), 'aurora.json');
    writeFileSync(file, JSON.stringify(brand));
    await expect(buildWith(file)).rejects.toThrowError(/Invalid brand file .*aurora\.json:\n {2}\$\.theme\.dark\.primary: expected a value matching/);
  });

  it('fills the brand into index.html', () => {
    const plugin = brandPlugin({ brandFile: path.join(brandsDir, 'lotus.json') });
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform('<html lang="%BRAND_LANG%"><title>%BRAND_NAME%</title><link href="%BRAND_FAVICON%"><meta content="%BRAND_THEME_COLOUR%">');
    expect(html).toBe('<html lang="en"><title>Lotus Club</title><link href="/favicon.svg"><meta content="#fff7f9">');
  });
});
