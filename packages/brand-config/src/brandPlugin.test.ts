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
  writeFileSync(
    path.join(root, 'entry.js'),
    `import brand from '${BRAND_MODULE_ID}'; console.log(brand.merchantCode);`,
  );
  const output = await build({
    root,
    logLevel: 'silent',
    plugins: [brandPlugin({ brandFile })],
    build: {
      write: false,
      lib: { entry: path.join(root, 'entry.js'), formats: ['es'], fileName: 'out' },
    },
  });
  const bundle = Array.isArray(output) ? output[0] : output;
  return (bundle as { output: { code?: string }[] }).output
    .map((chunk) => chunk.code ?? '')
    .join('\n');
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
    await expect(buildWith(file)).rejects.toThrowError(
      /Invalid brand file .*aurora\.json:\n {2}\$\.theme\.dark\.primary: expected a value matching/,
    );
  });

  it('fills the brand into index.html', () => {
    const plugin = brandPlugin({ brandFile: path.join(brandsDir, 'lotus.json') });
    const transform = plugin.transformIndexHtml as (html: string) => string;
    const html = transform(
      '<html lang="%BRAND_LANG%"><title>%BRAND_NAME%</title><link href="%BRAND_FAVICON%"><meta content="%BRAND_THEME_COLOUR%">',
    );
    expect(html).toBe(
      '<html lang="en"><title>Lotus Club</title><link href="/favicon.svg"><meta content="#fff7f9">',
    );
  });

  it('reloads the page in dev when the brand file changes, and names the file when the edit breaks it', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'brand-')), 'lotus.json');
    const lotus = JSON.parse(readFileSync(path.join(brandsDir, 'lotus.json'), 'utf8'));
    writeFileSync(file, JSON.stringify(lotus));
    const plugin = brandPlugin({ brandFile: file });
    const hotUpdate = plugin.handleHotUpdate as (ctx: unknown) => unknown;
    const sent: unknown[] = [];
    const ctx = (changed: string) => ({
      file: changed,
      server: { ws: { send: (message: unknown) => sent.push(message) } },
    });

    expect(hotUpdate(ctx('/elsewhere/main.tsx'))).toBeUndefined();
    expect(sent).toEqual([]);

    writeFileSync(file, JSON.stringify({ ...lotus, name: 'Lotus Club Asia' }));
    expect(hotUpdate(ctx(file))).toEqual([]);
    expect(sent).toEqual([{ type: 'full-reload' }]);
    const transform = plugin.transformIndexHtml as (html: string) => string;
    expect(transform('<title>%BRAND_NAME%</title>')).toBe('<title>Lotus Club Asia</title>');

    writeFileSync(file, JSON.stringify({ ...lotus, merchantCode: undefined }));
    expect(() => hotUpdate(ctx(file))).toThrowError(
      /lotus\.json:\n {2}\$\.merchantCode: is required but missing/,
    );
  });

  it('escapes brand text it writes into index.html', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'brand-')), 'tiger.json');
    const tiger = JSON.parse(readFileSync(path.join(brandsDir, 'tiger.json'), 'utf8'));
    writeFileSync(file, JSON.stringify({ ...tiger, name: 'Tiger <b>&</b> "Co"' }));
    const transform = brandPlugin({ brandFile: file }).transformIndexHtml as (
      html: string,
    ) => string;
    expect(transform('<title>%BRAND_NAME%</title>')).toBe(
      '<title>Tiger &#60;b&#62;&#38;&#60;/b&#62; &#34;Co&#34;</title>',
    );
  });
});
