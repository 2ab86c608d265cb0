// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const eslint = new ESLint({ cwd: packageDir });

/**
 * Lints `code` as if it were the file at `path` (relative to the package), with the package's own
 * config, and returns the messages of the boundary rule. The imported files are real ones.
 */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${packageDir}${path}` });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('feature boundaries (pnpm --filter @wl/site lint)', () => {
  it('fails a feature that imports another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/auth/CrossFeature.tsx',
      "import { HeaderAccount } from '../header';\nexport const Reused = HeaderAccount;\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it("fails a feature that reaches into another feature's files", async () => {
    const errors = await boundaryErrors(
      'src/features/register/CrossFeature.ts',
      "export { useLoginSubmit } from '../auth/useLoginSubmit';\n",
    );
    expect(errors).toEqual([expect.stringContaining('A feature never imports another feature')]);
  });

  it('fails shared code that imports a feature or app code', async () => {
    const errors = await boundaryErrors(
      'src/shared/session/UsesFeature.ts',
      "export { HeaderAccount } from '../../features/header';\nexport { routes } from '../../app/router';\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('Shared code never imports features or app code'),
      expect.stringContaining('Shared code never imports features or app code'),
    ]);
  });

  it('fails a feature that imports app code', async () => {
    const errors = await boundaryErrors(
      'src/features/header/UsesApp.ts',
      "export { routes } from '../../app/router';\n",
    );
    expect(errors).toEqual([expect.stringContaining('Features never import app code')]);
  });

  it("fails app code that skips a feature's index.ts", async () => {
    const errors = await boundaryErrors(
      'src/app/Internals.ts',
      "export { useLogin } from '../features/auth/useLoginSubmit';\n",
    );
    expect(errors).toEqual([expect.stringContaining('through its index.ts only')]);
  });

  it('passes a feature that imports its own files and shared code, and app code that imports a feature', async () => {
    expect(
      await boundaryErrors(
        'src/features/auth/Allowed.ts',
        "export { useLoginSubmit } from './useLoginSubmit';\nexport { useBrand } from '../../shared/brand/BrandContext';\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'src/app/Allowed.ts',
        "export { HeaderAccount } from '../features/header';\n",
      ),
    ).toEqual([]);
  });
});

/** The design-token rule's messages for `code` linted as a feature file. */
async function tokenErrors(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, {
    filePath: `${packageDir}src/features/header/Styled.tsx`,
  });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'wl/design-tokens')
    .map((message) => message.message);
}

describe('design tokens in styled components (pnpm --filter @wl/site lint)', () => {
  const component = (css: string) =>
    `import styled, { css } from 'styled-components';\nimport { vars } from '@wl/ui-kit';\nexport const Box = styled.div\`${css}\`;\nexport const mixin = css\`${css}\`;\nexport const used = vars;\n`;

  it('fails raw colours: hex, colour functions and named colours, in any property', async () => {
    expect(await tokenErrors(component('color: #fff;'))).toEqual([
      expect.stringContaining('Raw colour #fff in `color`'),
      expect.stringContaining('Raw colour #fff in `color`'),
    ]);
    expect(await tokenErrors(component('box-shadow: 0 0 0 2px rgba(0, 0, 0, 0.4);'))).toEqual([
      expect.stringContaining('Raw colour rgba(...) in `box-shadow`'),
      expect.stringContaining('Raw colour rgba(...) in `box-shadow`'),
    ]);
    expect(await tokenErrors(component('border: 1px solid gold;'))).toHaveLength(2);
  });

  it('fails a spacing value on the scale, naming its token', async () => {
    expect(await tokenErrors(component('padding: 12px 1px;'))).toEqual([
      expect.stringContaining('12px in `padding` is `vars.space.md`'),
      expect.stringContaining('12px in `padding` is `vars.space.md`'),
    ]);
    expect(await tokenErrors(component('margin-top: 24px;'))).toHaveLength(2);
  });

  it('passes theme colours, tokens, keywords and values off the scale', async () => {
    expect(
      await tokenErrors(
        component(
          'color: ${vars.color.text}; background: transparent; border-color: currentColor; gap: ${vars.space.sm}; padding: 1px 6px; width: 220px; white-space: nowrap; font-size: 13px;',
        ),
      ),
    ).toEqual([]);
  });
});
