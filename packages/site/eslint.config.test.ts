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
