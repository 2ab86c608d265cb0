// What `pnpm test` spent its time on: each stage's wall time, the slowest turbo tasks, and the slowest
// tests of vitest (every package's test-timings.json) and Playwright (e2e/test-timings.json), with file
// and line. Printed as a table and written to test-results/test-timings.json.
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Vitest's JSON reporter: files with their tests' durations and (includeTaskLocation) lines. */
export function vitestTests(report, root) {
  return (report.testResults ?? []).flatMap((file) =>
    (file.assertionResults ?? []).map((test) => ({
      runner: 'vitest',
      file: path.relative(root, file.name),
      line: test.location?.line ?? null,
      title: test.fullName ?? test.title,
      status: test.status,
      durationMs: Math.round(test.duration ?? 0),
    })),
  );
}

/** Playwright's JSON reporter: nested suites, each spec with a test per project, each with its runs. */
export function playwrightTests(report, root) {
  const found = [];
  const rootDir = report.config?.rootDir ?? root;
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const results = test.results ?? [];
        found.push({
          runner: 'playwright',
          file: path.relative(root, path.resolve(rootDir, spec.file)),
          line: spec.line ?? null,
          title: `[${test.projectName}] ${[...titles, spec.title].join(' › ')}`,
          status: test.status,
          // Every try counts: a retried test cost its first run too.
          durationMs: results.reduce((sum, result) => sum + (result.duration ?? 0), 0),
        });
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, suite.title && suite.file !== suite.title ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

/** Turbo's run summary (--summarize): each task's own wall time. */
export function turboTasks(summary) {
  return (summary.tasks ?? [])
    .filter((task) => task.execution?.startTime && task.execution?.endTime)
    .map((task) => ({
      task: task.taskId,
      cache: task.cache?.status ?? 'MISS',
      durationMs: task.execution.endTime - task.execution.startTime,
    }));
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Every turbo run summary written after `since` (ms): one for each turbo run of a stage's lanes. */
export function turboSummariesSince(root, since) {
  const dir = path.join(root, '.turbo/runs');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => path.join(dir, name))
    .filter((file) => statSync(file).mtimeMs >= since)
    .map(readJson)
    .filter(Boolean);
}

/** Every test-timings.json the run wrote (packages, apps, tooling and e2e), newer than `since`. */
export function collectTests(root, since) {
  const tests = [];
  for (const group of ['apps', 'packages', 'tooling']) {
    const dir = path.join(root, group);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      // A package's suites: test-timings.json, and test-timings.<suite>.json for another task's.
      const reports = statSync(path.join(dir, name)).isDirectory()
        ? readdirSync(path.join(dir, name)).filter((file) =>
            /^test-timings(\.[\w-]+)?\.json$/.test(file),
          )
        : [];
      for (const reportFile of reports) {
        const file = path.join(dir, name, reportFile);
        if (statSync(file).mtimeMs < since) continue;
        const report = readJson(file);
        if (report) tests.push(...vitestTests(report, root));
      }
    }
  }
  const e2e = path.join(root, 'e2e/test-timings.json');
  if (existsSync(e2e) && statSync(e2e).mtimeMs >= since) {
    const report = readJson(e2e);
    if (report) tests.push(...playwrightTests(report, root));
  }
  return tests;
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)} m ${String(total % 60).padStart(2, '0')} s`;
};

/**
 * Prints the table and writes test-results/test-timings.json; returns the file's path. A stage marked
 * `besideNext` ran at the same time as the next one: the total is the run's wall time (`totalMs`), or
 * the sum of the other stages.
 */
export function reportTimings({ root, stages, tasks, tests, totalMs, slowest = 20 }) {
  const total =
    totalMs ??
    stages.filter((stage) => !stage.besideNext).reduce((sum, stage) => sum + stage.durationMs, 0);
  const slowTests = [...tests].sort((a, b) => b.durationMs - a.durationMs).slice(0, slowest);
  const slowTasks = [...tasks].sort((a, b) => b.durationMs - a.durationMs).slice(0, 10);
  const lines = ['', 'timings: stage wall time', ''];
  const width = Math.max(34, ...stages.map((stage) => stage.name.length));
  for (const stage of stages)
    lines.push(
      `  ${stage.name.padEnd(width)} ${clock(stage.durationMs).padStart(9)}${stage.besideNext ? '  (beside the next stage)' : ''}`,
    );
  lines.push(`  ${'total'.padEnd(width)} ${clock(total).padStart(9)}`);
  if (slowTasks.length) {
    lines.push('', 'timings: slowest turbo tasks', '');
    for (const task of slowTasks)
      lines.push(
        `  ${seconds(task.durationMs).padStart(8)}  ${task.task}${task.cache === 'HIT' ? ' (cache)' : ''}`,
      );
  }
  lines.push('', `timings: ${slowTests.length} slowest tests (of ${tests.length})`, '');
  for (const test of slowTests)
    lines.push(
      `  ${seconds(test.durationMs).padStart(8)}  ${test.runner.padEnd(10)} ${test.file}${test.line ? `:${test.line}` : ''}  ${test.title}`,
    );
  console.log(lines.join('\n'));
  const dir = path.join(root, 'test-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'test-timings.json');
  writeFileSync(
    file,
    `${JSON.stringify({ totalMs: total, stages, slowestTasks: slowTasks, slowestTests: slowTests, testCount: tests.length }, null, 2)}\n`,
  );
  console.log(`\ntimings: written to ${path.relative(root, file)}`);
  return file;
}
