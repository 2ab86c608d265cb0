import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { base, allowWorkspaceImports } from '@wl/eslint-config';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), 'src');
const routes = path.join(src, 'routes');
const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Route areas (routes/<area>/) each register their own resources: what two areas share lives in lib/
// or domain/, and nothing below the routes imports them (README.md, Layout).
const routeBoundaries = [
  ...folders(routes).map((area) => ({
    target: path.join(routes, area),
    from: routes,
    except: [`./${area}`],
    message: 'A route area never imports another area; move what both need to lib/ or domain/.',
  })),
  {
    target: folders(src)
      .filter((folder) => folder !== 'routes')
      .map((folder) => path.join(src, folder)),
    from: routes,
    message:
      'Only app.ts (and inProcess.ts) mount routes; lib/, domain/ and the rest never import them.',
  },
];

// The simulator shares the API contract with the site, and the pure validation rules it enforces.
export default [
  ...base,
  ...allowWorkspaceImports({ allowed: ['api-client', 'validation'] }),
  {
    files: ['src/**/*.ts'],
    rules: {
      // Small files and functions (issue 28): every line counts, comments and blank ones too.
      'max-lines': ['error', { max: 500, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 150, skipBlankLines: false, skipComments: false }],
      'import-x/no-restricted-paths': ['error', { zones: routeBoundaries }],
    },
  },
];
