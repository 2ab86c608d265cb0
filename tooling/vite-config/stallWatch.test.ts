import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { transformWithEsbuild } from 'vite';
import { afterEach, expect, test } from 'vitest';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

test('a worker stuck in a synchronous loop is reported with its stack and test, then ended', async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'stall-watch-'));
  const source = readFileSync(path.join(import.meta.dirname, 'stallWatch.ts'), 'utf8');
  const { code } = await transformWithEsbuild(source, 'stallWatch.ts', { format: 'esm' });
  writeFileSync(path.join(folder, 'stallWatch.mjs'), code);
  writeFileSync(
    path.join(folder, 'worker.mjs'),
    [
      "import { watchForStalls } from './stallWatch.mjs';",
      "watchForStalls({ stallMs: 1_500, currentTest: () => 'lobby > renders forever' });",
      'function renderAgain(renders) { renders.push({}); if (renders.length > 1e5) renders.length = 0; }',
      'function renderForever() { const renders = []; for (;;) renderAgain(renders); }',
      'setTimeout(renderForever, 200);',
    ].join('\n'),
  );
  const worker = spawn(process.execPath, ['worker.mjs'], { cwd: folder });
  let stderr = '';
  worker.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const signal = await new Promise<NodeJS.Signals | null>((resolve) =>
    worker.on('exit', (_code, exitSignal) => resolve(exitSignal)),
  );

  expect(signal).toBe('SIGKILL');
  expect(stderr).toMatch(
    /stall watch: test worker \d+ has not turned its event loop for \d+ s \(\d+ MB resident\) during: lobby > renders forever/,
  );
  expect(stderr).toMatch(
    /Its JavaScript stack:\n {4}at renderForever \(file:\/\/.*worker\.mjs:4:\d+\)/,
  );
});
