#!/usr/bin/env node
// Size budgets of built brand apps (tooling/scripts/budgets.json): the home route's initial JS at most
// 1.2x the floor app's, every lazy chunk and every site feature under its budget. Run after the builds:
//   node tooling/scripts/budget.mjs                 every apps/brand-* with a build
//   node tooling/scripts/budget.mjs apps/brand-x    one app (turbo's `budget` task runs it per brand)
//   --write-baseline                                record today's module sizes (failures list growth since)
//   --verbose                                       every item, not only routes and failures
// Exit code 1 when a budget is exceeded, 2 when a build (the app's or the floor's) is missing.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkBudgets, formatReport, makeBaseline, readBudgets } from './lib/budget.mjs';
import { readBuildMeta, workspaceRoot } from './lib/buildMeta.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    budgets: { type: 'string', default: path.join(workspaceRoot, 'tooling/scripts/budgets.json') },
    baseline: {
      type: 'string',
      default: path.join(workspaceRoot, 'tooling/scripts/budget-baseline.json'),
    },
    'write-baseline': { type: 'boolean', default: false },
    verbose: { type: 'boolean', default: false },
    // The workspace the apps belong to and the floor build (tests and the brand farm use others).
    root: { type: 'string', default: workspaceRoot },
    floor: { type: 'string' },
  },
});

const budgets = readBudgets(values.budgets);
const root = path.resolve(values.root);
const apps = positionals.length
  ? positionals.map((dir) => path.resolve(dir))
  : readdirSync(path.join(root, 'apps'))
      .filter((dir) => dir.startsWith('brand-'))
      .map((dir) => path.join(root, 'apps', dir));

let floorMeta;
let metas;
try {
  floorMeta = readBuildMeta(
    path.resolve(values.floor ?? path.join(workspaceRoot, budgets.floorApp)),
  );
  metas = apps.map((app) => readBuildMeta(app, { root }));
} catch (error) {
  console.error(`budget: ${error.message}`);
  process.exit(2);
}

if (values['write-baseline']) {
  writeFileSync(
    values.baseline,
    JSON.stringify(makeBaseline(metas[0], floorMeta, budgets), null, 1) + '\n',
  );
  console.log(
    `budget: baseline written to ${path.relative(workspaceRoot, values.baseline)} from ${path.relative(root, apps[0])}`,
  );
  process.exit(0);
}

const baseline = existsSync(values.baseline) ? readBudgets(values.baseline) : null;
let failed = false;
// Stamped brands share one bundle: report an identical build once.
const reported = new Map();
for (const meta of metas) {
  const app = path.relative(root, meta.appDir);
  const fingerprint = JSON.stringify(
    [...meta.chunksByFile.values()].map((chunk) => [chunk.file, chunk.gzipBytes]),
  );
  if (reported.has(fingerprint)) {
    const same = reported.get(fingerprint);
    console.log(
      `budget ${app}: ${same.ok ? 'ok' : 'over budget'}, the same bundle as ${same.app} (identical chunks)`,
    );
    failed ||= !same.ok;
    continue;
  }
  const report = checkBudgets({ meta, floorMeta, budgets, baseline });
  reported.set(fingerprint, { app, ok: report.ok });
  console.log(formatReport(report, { app, verbose: values.verbose }));
  failed ||= !report.ok;
}
if (failed) {
  console.log(
    `\nbudget: over budget. Make the named modules lazy or smaller; a deliberate increase goes in ${path.relative(workspaceRoot, values.budgets)}.`,
  );
}
process.exit(failed ? 1 : 0);
