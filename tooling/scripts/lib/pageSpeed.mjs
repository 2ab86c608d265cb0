// Page loads in Chromium with the CPU slowed down 4x through the DevTools protocol, measured from the
// page's own performance timeline (web-vitals for LCP, CLS and FCP; long tasks) and a Chromium trace
// (main-thread JavaScript before the first contentful paint). One fresh browser context per load, so
// nothing is cached between runs.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
// The package's main file (require condition) sits beside its IIFE build, which defines `webVitals`.
const webVitalsIife = readFileSync(
  path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'),
  'utf8',
);

export const CPU_THROTTLING = 4;
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  });
}

/** Runs in the page before its own scripts: web-vitals and a long-task observer write to window.__bench. */
const collector = `${webVitalsIife}
;(() => {
  const bench = (window.__bench = { longTasks: [], lcp: null, cls: 0, fcp: null, ttfb: null });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  webVitals.onLCP((metric) => (bench.lcp = metric.value), { reportAllChanges: true });
  webVitals.onCLS((metric) => (bench.cls = metric.value), { reportAllChanges: true });
  webVitals.onFCP((metric) => (bench.fcp = metric.value));
  webVitals.onTTFB((metric) => (bench.ttfb = metric.value));
})();`;

/** Trace events that are the main thread running JavaScript (compiling, evaluating, calling into it). */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'TimerFire',
  'FireAnimationFrame',
  'FireIdleCallback',
  'RunMicrotasks',
  'V8.Execute',
]);

/** Milliseconds of main-thread JS (nested events counted once), before the first contentful paint and in all. */
export function scriptTimeFromTrace(traceJson) {
  const events = JSON.parse(traceJson).traceEvents ?? [];
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return { beforeFcpMs: null, totalMs: null };
  const intervals = events
    .filter(
      (event) =>
        event.pid === fcp.pid &&
        event.tid === fcp.tid &&
        event.ph === 'X' &&
        SCRIPT_EVENTS.has(event.name),
    )
    .map((event) => [event.ts, event.ts + (event.dur ?? 0)])
    .sort((a, b) => a[0] - b[0]);
  const union = [];
  for (const [start, end] of intervals) {
    const last = union.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else union.push([start, end]);
  }
  const sum = (limit) =>
    union.reduce((total, [start, end]) => total + Math.max(0, Math.min(end, limit) - start), 0) /
    1000;
  return { beforeFcpMs: sum(fcp.ts), totalMs: sum(Infinity) };
}

/**
 * Loads `url` once and waits until it settles (no request for 1 s and no long task for 1.5 s, at most
 * 20 s after load). TBT = sum of (long task - 50 ms) for long tasks that start after FCP, up to then.
 */
export async function measureLoad(browser, url, { jsSizes = new Map() } = {}) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // The brand's service worker precaches its bundle after load (the floor has none): its requests
    // would be counted as the page's own until it settles.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await page.addInitScript(collector);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    let inflight = 0;
    let lastNetwork = Date.now();
    const scripts = new Set();
    page.on('request', (request) => {
      inflight += 1;
      lastNetwork = Date.now();
      const { pathname } = new URL(request.url());
      if (request.resourceType() === 'script') scripts.add(pathname.replace(/^\//, ''));
    });
    const done = () => {
      inflight -= 1;
      lastNetwork = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'v8',
        'loading',
        'blink.user_timing',
      ],
    });
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const loadedAt = Date.now();
    while (Date.now() - loadedAt < 20_000) {
      await page.waitForTimeout(250);
      const quietTasks = await page.evaluate(() => {
        const last = window.__bench.longTasks.at(-1);
        return performance.now() - (last ? last.start + last.duration : 0);
      });
      if (inflight <= 0 && Date.now() - lastNetwork > 1000 && quietTasks > 1500) break;
    }
    const trace = (await browser.stopTracing()).toString('utf8');
    const vitals = await page.evaluate(() => ({
      ...window.__bench,
      nodes: document.getElementsByTagName('*').length,
    }));
    const fcp = vitals.fcp ?? Infinity;
    const afterFcp = vitals.longTasks.filter((task) => task.start >= fcp);
    const script = scriptTimeFromTrace(trace);
    const files = [...scripts];
    return {
      lcpMs: vitals.lcp,
      fcpMs: vitals.fcp,
      cls: vitals.cls,
      tbtMs: afterFcp.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longTasks: vitals.longTasks.length,
      longestTaskMs: Math.max(0, ...vitals.longTasks.map((task) => task.duration)),
      jsBeforeFcpMs: script.beforeFcpMs,
      jsTotalMs: script.totalMs,
      jsFiles: files.length,
      jsGzipBytes: files.reduce((sum, file) => sum + (jsSizes.get(file) ?? 0), 0),
      title: await page.title(),
    };
  } finally {
    await context.close();
  }
}

export function median(values) {
  const numbers = values
    .filter((value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (numbers.length === 0) return null;
  const middle = Math.floor(numbers.length / 2);
  return numbers.length % 2 ? numbers[middle] : (numbers[middle - 1] + numbers[middle]) / 2;
}

/** Median of each numeric metric over the runs. */
export function medians(runs) {
  const keys = Object.keys(runs[0] ?? {}).filter(
    (key) => typeof runs[0][key] === 'number' || runs[0][key] === null,
  );
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))]));
}
