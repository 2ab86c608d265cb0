import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadBrand } from '@wl/brand-config';
import { nginxConfigFiles, type DeployedBrand, type NginxOptions } from './nginxConfig';

/** The workspace this package belongs to. */
export const WORKSPACE_ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * Every `brands/*.json` of a workspace (validated: a bad file fails with its path and the JSON path),
 * each served from `<distRoot>/<code>` when given, else from its app's `apps/brand-<code>/dist`.
 */
export function workspaceBrands(
  workspace: string = WORKSPACE_ROOT,
  { distRoot, only }: { distRoot?: string; only?: readonly string[] } = {},
): DeployedBrand[] {
  const brandsDir = path.join(workspace, 'brands');
  return readdirSync(brandsDir)
    .filter((name) => name.endsWith('.json') && name !== 'schema.json')
    .sort()
    .map((name) => path.join(brandsDir, name))
    .map((file) => ({ file, brand: loadBrand(file) }))
    .filter(({ brand }) => !only || only.includes(brand.code))
    .map(({ file, brand }) => ({
      file,
      brand,
      root: distRoot
        ? path.resolve(distRoot, brand.code)
        : path.join(workspace, 'apps', `brand-${brand.code}`, 'dist'),
    }));
}

/** Writes the configuration into `outDir` (its `brands/` folder replaced); returns the files written. */
export function writeNginxConfig(outDir: string, options: NginxOptions): string[] {
  const files = nginxConfigFiles(options);
  rmSync(path.join(outDir, 'brands'), { recursive: true, force: true });
  for (const [relative, content] of Object.entries(files)) {
    const target = path.join(outDir, relative);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  return Object.keys(files).map((relative) => path.join(outDir, relative));
}
