// `pnpm deploy:nginx [--out DIR] [--upstream HOST:PORT]... [--listen ADDR] [--dist-root DIR]
//   [--brands a,b] [--frame-origin ORIGIN]... [--simulator] [--workspace DIR]`
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BrandConfigError } from '@wl/brand-config';
import { WORKSPACE_ROOT, workspaceBrands, writeNginxConfig } from './deploy';
import { DeployConfigError } from './nginxConfig';

const USAGE = `Usage: pnpm deploy:nginx [options]
  --out DIR              where to write nginx.conf, platform.conf and brands/<code>.conf (default deploy/nginx)
  --upstream HOST:PORT   a platform API server behind /wps and /lgw (repeatable; default 127.0.0.1:8787)
  --listen ADDR          nginx listen value of every brand (default 80)
  --dist-root DIR        serve each brand from DIR/<code> (default apps/brand-<code>/dist)
  --brands a,b           only these brand codes
  --frame-origin ORIGIN  a game provider origin the site frames (repeatable)
  --simulator            also proxy the simulator's /sim-assets and /sim-game (local and test hosts)
  --workspace DIR        read brands/ (and apps/) of another workspace`;

export function main(argv: string[]): number {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        out: { type: 'string' },
        upstream: { type: 'string', multiple: true },
        listen: { type: 'string', default: '80' },
        'dist-root': { type: 'string' },
        brands: { type: 'string' },
        'frame-origin': { type: 'string', multiple: true },
        simulator: { type: 'boolean', default: false },
        workspace: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  // pnpm runs the script in this package's folder; relative paths are the caller's (INIT_CWD).
  const cwd = process.env.INIT_CWD ?? process.cwd();
  const workspace = path.resolve(cwd, values.workspace ?? WORKSPACE_ROOT);
  const outDir = path.resolve(cwd, values.out ?? path.join(WORKSPACE_ROOT, 'deploy/nginx'));
  try {
    const brands = workspaceBrands(workspace, {
      ...(values['dist-root'] ? { distRoot: path.resolve(cwd, values['dist-root']) } : {}),
      ...(values.brands ? { only: values.brands.split(',').map((code) => code.trim()) } : {}),
    });
    const files = writeNginxConfig(outDir, {
      brands,
      upstream: values.upstream ?? ['127.0.0.1:8787'],
      listen: values.listen,
      frameOrigins: values['frame-origin'] ?? [],
      simulator: values.simulator,
    });
    console.log(
      `deploy:nginx: ${brands.length} brand(s) (${brands.map(({ brand }) => brand.code).join(', ')}) in ${outDir}\n` +
        `  ${files.map((file) => path.relative(outDir, file)).join('\n  ')}\n` +
        `  check it: nginx -t -p ${outDir} -c ${path.join(outDir, 'nginx.conf')}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof BrandConfigError || error instanceof DeployConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  process.exitCode = main(process.argv.slice(2));
