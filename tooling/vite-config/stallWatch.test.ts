import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transformWithEsbuild } from 'vite';
import { afterAll, beforeAll, expect, test } from 'vitest';

let folder = '';
beforeAll(async () => {
  // Inside the package, so the module finds its own dependencies (ws) as it does when installed.
  const cache = path.join(import.meta.dirname, 'node_modules/.cache');
  mkdirSync(cache, { recursive: true });
  folder = mkdtempSync(path.join(cache, 'stall-watch-'));
  const source = readFileSync(path.join(import.meta.dirname, 'stallWatch.ts'), 'utf8');
  const { code } = await transformWithEsbuild(source, 'stallWatch.ts', { format: 'esm' });
  writeFileSync(path.join(folder, 'stallWatch.mjs'), code);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `body` in a Node process of its own under a 1.5 s stall watch. */
async function runWatched(name: string, body: string[]) {
  writeFileSync(
    path.join(folder, `${name}.mjs`),
    [
      "import { watchForStalls } from './stallWatch.mjs';",
      "watchForStalls({ stallMs: 1_500, currentTest: () => 'lobby > renders forever' });",
      ...body,
    ].join('\n'),
  );
  const worker = spawn(process.execPath, [`${name}.mjs`], { cwd: folder });
  let stderr = '';
  worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    worker.on('exit', (exitCode, exitSignal) => resolve([exitCode, exitSignal])),
  );
  return { code, signal, stderr };
}

test.concurrent(
  'a worker stuck in a synchronous loop is reported with its stack and test, then ended',
  async () => {
    const { signal, stderr } = await runWatched('spins', [
      'function renderAgain(renders) { renders.push({}); if (renders.length > 1e5) renders.length = 0; }',
      'function renderForever() { const renders = []; for (;;) renderAgain(renders); }',
      'setTimeout(renderForever, 200);',
    ]);
    expect(signal).toBe('SIGKILL');
    expect(stderr).toMatch(
      /stall watch: test worker \d+ has not turned its event loop for \d+ s \(\d+ MB resident\) during: lobby > renders forever/,
    );
    expect(stderr).toMatch(
      /Its JavaScript stack:\n {4}at renderForever \(file:\/\/.*spins\.mjs:4:\d+\)/,
    );
  },
);

test.concurrent('a test that fakes the clock is no stall while its event loop turns', async () => {
  // vi.useFakeTimers() replaces Date: the beat keeps the real clock.
  const { code, signal, stderr } = await runWatched('fakes-date', [
    'Date.now = () => 0;',
    'setTimeout(() => process.exit(0), 3_000);',
  ]);
  expect(stderr).not.toContain('stall watch');
  expect([code, signal]).toEqual([0, null]);
});
