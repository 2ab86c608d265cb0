import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';

/** What needs a module graph of its own: a module mock, or a reset of the module registry. */
const MOCKS_MODULES = /\bvi\.(mock|doMock|unmock|doUnmock|resetModules|stubGlobal)\(/;

const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

/**
 * The package's test files that mock modules (in its top folder and under `src`), as paths relative to
 * `root`. Module mocks apply when a module is first imported: in a worker that already imported it for
 * another file, the mock would not take.
 */
export function testFilesThatMock(root: string): string[] {
  const topFiles = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
  const srcFiles = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' }).map(
    (file) => path.posix.join('src', file.split(path.sep).join('/')),
  );
  return [...topFiles, ...srcFiles]
    .filter((file) => TEST_FILE.test(file))
    .filter((file) => MOCKS_MODULES.test(readFileSync(path.join(root, file), 'utf8')));
}

/**
 * A package's unit and component tests as Vitest projects, each with `project`'s options and the
 * package's root `test` options (`extends: true`):
 * - `name`: the files share their worker's environment and modules (`isolate: false`). A new jsdom
 *   and a fresh import of the package for each file cost more than most files' tests (the simulator's
 *   suite ran in 131 s isolated, 50 s shared, on 2 cores);
 * - `name (isolated)`: the files that mock modules, and `isolatedFiles`, each in a fresh module graph and
 *   environment (when there are any).
 * Each file still cleans up after its tests (Testing Library's cleanup, cleared storages: the
 * packages' vitest.setup.ts), which is what sharing a worker asks of it.
 */
export function sharedWorkerProjects(
  root: string,
  name: string,
  project: TestProjectInlineConfiguration = {},
  isolatedFiles: string[] = [],
): TestProjectInlineConfiguration[] {
  const isolated = [...testFilesThatMock(root), ...isolatedFiles];
  const { test = {}, ...options } = project;
  const shared: TestProjectInlineConfiguration = {
    ...options,
    extends: true,
    test: {
      ...test,
      name,
      exclude: [...(test.exclude ?? configDefaults.exclude), ...isolated],
      isolate: false,
      // A worker that runs many files keeps more alive at once than one that runs a file; Node's
      // default heap (about 4 GB here) once ran out in the site's suite (ci23, 2026-11-27).
      execArgv: ['--max-old-space-size=8192'],
    },
  };
  if (isolated.length === 0) return [shared];
  return [
    shared,
    {
      ...options,
      extends: true,
      test: { ...test, name: `${name} (isolated)`, include: isolated },
    },
  ];
}

/**
 * Workers for a package's suite: Vitest's default is one per core but one, a single worker on CI's 2
 * cores, which leaves a core idle once the suite is the last task of `pnpm test` running.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);

/**
 * Environment for a jsdom suite that renders styled components (`test.env`): styled-components takes its
 * production path, `insertRule` into the CSSOM, instead of its development one, a text node per rule,
 * which jsdom parses again with the whole sheet on every insertion. Measured alone on 2 cores
 * (2026-11-28): the site's suite 196 -> 164 CPU-s, the kit's jsdom files 40 -> 20.
 */
export const STYLED_COMPONENTS_AS_IN_PRODUCTION = { SC_DISABLE_SPEEDY: 'false' };
