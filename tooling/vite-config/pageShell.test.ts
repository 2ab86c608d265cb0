import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { shellEntryOf, stampPageShell, withPageShell, type RenderedShell } from './pageShell';

const page =
  '<!doctype html><html><head><title>Aurora Play</title><script type="module" src="/assets/index.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const shell: RenderedShell = {
  markup: '<div id="wl-shell"><header><img alt="Aurora Play"></header></div>',
  css: 'header{display:flex}</style><script>alert(1)</script>',
  styleId: 'wl-shell-style',
  headScript: 'document.documentElement.dataset.x="</script>"',
};

describe('withPageShell', () => {
  const html = withPageShell(page, shell);

  it('puts the markup right before #root, ahead of the body scripts', () => {
    expect(html).toContain(`${shell.markup}\n    <div id="root"></div>`);
    expect(html.indexOf('<header>')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('puts the styles and the head script at the end of the head, and nothing can close them early', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style id="wl-shell-style">header{display:flex}<\\/style><script>');
    expect(head).toContain('dataset.x="<\\/script>"</script>');
    expect(head.match(/<\/style>/g)).toHaveLength(1);
  });

  it('refuses a page without the root element', () => {
    expect(() => withPageShell('<html><head></head><body></body></html>', shell)).toThrow(
      /<div id="root"><\/div>/,
    );
  });
});

describe('stampPageShell', () => {
  it('leaves a page alone when the bundle has no shell renderer (an app without @wl/site/shell)', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'wl-shell-'));
    try {
      expect(shellEntryOf(dir)).toBeNull();
      await expect(stampPageShell(page, { metaDir: dir, brandFile: 'unused.json' })).resolves.toBe(
        page,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds the renderer's source through the brand app's own dependency on the site", () => {
    const appRoot = path.resolve(import.meta.dirname, '../../apps/brand-aurora');
    expect(shellEntryOf(appRoot)).toMatch(/packages\/site\/src\/app\/shell\/renderShell\.tsx$/);
  });
});
