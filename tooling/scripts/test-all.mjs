#!/usr/bin/env node
// `pnpm test`: every check of the workspace through turbo (lint, typecheck, unit and component tests,
// Storybook interaction tests, Playwright end to end), then one closing count line.
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  collectTests,
  reportTimings,
  turboSummariesSince,
  turboTasks,
} from './lib/testTimings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

let chromium;
try {
  chromium = execFileSync('bash', [path.join(root, 'tooling/scripts/ensure-chromium.sh')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .toString()
    .trim();
} catch {
  process.exit(1);
}

// The deploy tests serve the built brands with a real nginx (installed with apt when missing).
let nginx;
try {
  nginx = execFileSync('bash', [path.join(root, 'tooling/scripts/ensure-nginx.sh')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  })
    .toString()
    .trim();
} catch {
  process.exit(1);
}

const extra = process.argv.slice(2);
const startedAt = Date.now();
/** Each stage's wall time, and each turbo task's, for the closing timings table. */
const stageTimes = [];
const taskTimes = [];

// Formatting (about 20 s on one core): Prettier runs beside the first stage instead of before it, and
// its list of unformatted files is printed when the stage ends. One unformatted file is one failed
// check, named by Prettier.
function checkFormat() {
  const start = Date.now();
  return new Promise((resolve) => {
    const prettier = spawn('pnpm', ['exec', 'prettier', '--check', '--log-level=warn', '.'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    prettier.stdout.on('data', (chunk) => (output += chunk));
    prettier.stderr.on('data', (chunk) => (output += chunk));
    prettier.on('close', (code) =>
      resolve({ failed: code !== 0, output, durationMs: Date.now() - start }),
    );
  });
}
const formatCheck = checkFormat();
let formatFailed = false;
async function reportFormat() {
  const { failed, output, durationMs } = await formatCheck;
  formatFailed = failed;
  if (output) process.stdout.write(output);
  console.log(
    failed
      ? 'format: the files above are not formatted; run `pnpm format`'
      : 'format: every file is formatted (prettier --check)',
  );
  stageTimes.push({
    name: 'format (prettier --check)',
    durationMs,
    besideNext: true,
  });
}
// Two stages: the end-to-end suite (its own servers and two Chromium workers) runs after the rest, never
// beside the Storybook and component suites, so its timings hold on a loaded CI machine. The simulator's
// load test (`test:load`, 200 players for a minute against a simulator process of its own) runs beside
// it, then Lighthouse through nginx (`test:lighthouse`): their gates are correctness (no 5xx, money adds
// up; SEO, accessibility and best practices at 100), not speed, and they fill the time the browser
// suite waits on its pages (about 60 of the load test's 100 CPU-s fit there: a stage of its own took 72 s).
//
// A stage runs its lanes side by side, each a turbo run of its own at the lane's `concurrency`
// (TURBO_CONCURRENCY overrides it for every lane, on a machine with more cores). Two tasks run at once
// on 2 cores, each suite with two workers (@wl/vite-config/vitest); three at once starved the timed
// tests (a lobby test timed out). The first stage is CPU-bound, so its end is set by how evenly its
// work splits: in one turbo run at two at once, turbo started the site's suite (the longest, 160 s)
// last, and it ran alone for its last 80 s (327 s, ci50). Its lanes, one task at a time each, are the
// two longest suites (the site's and the simulator's: 291 s measured side by side) and the rest (274 s).
// --continue so one red package does not hide the others' results.
// `budget`: the built brand's route and chunk sizes against tooling/scripts/budgets.json (a failing budget
// names the chunk and the modules that grew).
// `lint:workspace` and `typecheck:workspace`: every package's ESLint config in one process, and every
// package's tsconfig in one TypeScript build (tooling/scripts/lint-workspace.mjs, typecheck-workspace.mjs).
const LONGEST_SUITES = ['@wl/site', '@wl/platform-sim'];
const stages = [
  [
    { name: 'site and simulator suites', tasks: ['test'], filters: LONGEST_SUITES, concurrency: 1 },
    {
      name: 'lint, typecheck, other suites, budgets',
      tasks: ['lint:workspace', 'typecheck:workspace', 'test', 'budget'],
      filters: LONGEST_SUITES.map((name) => `!${name}`),
      concurrency: 1,
    },
  ],
  [
    { name: 'e2e', tasks: ['e2e'], filters: [], concurrency: 1 },
    // Lighthouse through nginx (tooling/deploy, about 40 CPU-s for its four runs) after the load test,
    // in the slot the load test frees: beside the browser suite it costs that stage about half its CPU
    // time, against all of its wall time in the first stage's lane. `only`: the builds both need are
    // the first stage's, replayed by the e2e lane alone (two turbo runs must not restore one output).
    {
      name: 'test:load, test:lighthouse',
      tasks: ['test:load', 'test:lighthouse'],
      filters: [],
      concurrency: 1,
      only: true,
    },
  ],
];
const turboArgs = ({ tasks, filters, concurrency, only = false }) => [
  'run',
  ...tasks,
  ...filters.map((filter) => `--filter=${filter}`),
  ...(only ? ['--only'] : []),
  '--output-logs=full',
  '--continue',
  `--concurrency=${process.env.TURBO_CONCURRENCY ?? concurrency}`,
  // .turbo/runs/<id>.json: each task's own wall time, for the timings table.
  '--summarize',
];
const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
// Tests that failed first and passed on retry: reported apart, never counted as passed.
const flakyTests = [];
// A suite's own memory and stall warnings ("heap watch: 1600 MB in use during <file> > <test>", "stall
// watch: test worker … has not turned its event loop …", its stack above), repeated at the end.
const watchWarnings = [];
// Every failed test and task, named again after the count: a CI log is often read from its tail.
const failures = [];
let readingFlakyList = false;
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

function count(line) {
  const plain = stripAnsi(line);
  // Turbo prefixes each line with the task name ("@wl/e2e:e2e: "); Playwright lists flaky tests
  // under its "N flaky" line, one "[project] › file › title" a line.
  const body = plain.replace(/^\S+:\S+: /, '');
  // Vitest's summary ("FAIL  site  src/x.test.tsx > group > title"), Playwright's numbered failures
  // ("  1) [aurora] › tests/x.spec.ts:12:3 › title") and turbo's failed tasks ("Failed:    @wl/site#test").
  const failure =
    body.match(/^\s*FAIL\s+(.+)$/) ??
    body.match(/^\s+\d+\) (\[.+)$/) ??
    plain.match(/^\s*Failed:\s+(\S+)$/);
  if (failure?.[1] && !failures.includes(failure[1].trim())) failures.push(failure[1].trim());
  const watch = body.match(/(heap|stall) watch: .+$/);
  if (watch && watchWarnings.length < 20) watchWarnings.push(`${plain.split(':')[0]}: ${watch[0]}`);
  if (readingFlakyList) {
    if (/^\s+\[/.test(body)) {
      flakyTests.push(body.trim());
      return;
    }
    readingFlakyList = false;
  }
  // Vitest: "      Tests  3 failed | 120 passed | 2 skipped (125)"
  const vitest = plain.match(/\bTests\s+(.*)\(\d+\)\s*$/);
  if (vitest) {
    for (const [, n, kind] of vitest[1].matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
      totals[kind === 'todo' ? 'skipped' : kind] += Number(n);
    }
    return;
  }
  // Playwright list reporter: "  12 passed (31.4s)", "  118 passed (8.5m)", "  1 failed", "  1 flaky"
  const playwright = plain.match(
    /:\s+(\d+) (passed|failed|skipped|flaky)(?: \([\d.]+(?:ms|s|m|h)\))?\s*$/,
  );
  if (playwright) {
    totals[playwright[2]] += Number(playwright[1]);
    if (playwright[2] === 'flaky') readingFlakyList = true;
  }
}

function relay(stream, out) {
  let buffer = '';
  stream.on('data', (chunk) => {
    out.write(chunk);
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    lines.forEach(count);
  });
  stream.on('end', () => buffer && count(buffer));
}
function runLane(lane) {
  return new Promise((resolve) => {
    const turbo = spawn('pnpm', ['exec', 'turbo', ...turboArgs(lane), ...extra], {
      cwd: root,
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        NGINX_PATH: nginx,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    relay(turbo.stdout, process.stdout);
    relay(turbo.stderr, process.stderr);
    turbo.on('close', (code) => resolve(code ?? 1));
  });
}

let exitCode = 0;
for (const [index, lanes] of stages.entries()) {
  const stageStart = Date.now();
  const codes = await Promise.all(lanes.map(runLane));
  if (index === 0) await reportFormat();
  const failedCode = codes.find((code) => code !== 0);
  if (failedCode !== undefined) exitCode = failedCode;
  stageTimes.push({
    name: lanes.map((lane) => lane.name).join(' | '),
    durationMs: Date.now() - stageStart,
  });
  for (const summary of turboSummariesSince(root, stageStart))
    taskTimes.push(...turboTasks(summary));
}

reportTimings({
  root,
  totalMs: Date.now() - startedAt,
  stages: stageTimes,
  tasks: taskTimes,
  tests: collectTests(root, startedAt),
});

const failed =
  (exitCode === 0 ? totals.failed : Math.max(totals.failed, 1)) + (formatFailed ? 1 : 0);
console.log('');
if (totals.flaky) {
  console.log(`flaky: ${totals.flaky} passed only on retry (not counted as passed):`);
  for (const name of flakyTests) console.log(`  ${name}`);
}
if (watchWarnings.length) {
  console.log('memory and stalls:');
  for (const line of watchWarnings) console.log(`  ${line}`);
}
if (failures.length) {
  console.log(`failures (${failures.length}):`);
  for (const name of failures) console.log(`  ${name}`);
}
if (formatFailed) console.log('failures: prettier --check (see the top of the log)');
console.log(
  `tests: ${totals.passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(formatFailed ? 1 : exitCode);
