import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

export interface StallWatchOptions {
  /** How long the test worker's event loop may stay blocked before the watch acts (default 60 s). */
  stallMs?: number;
  /** Names the test running now, for the report (read at each heartbeat). */
  currentTest?: () => string;
}

/**
 * Runs in a thread of its own, so it still runs while the test worker's main thread is stuck in
 * synchronous work (a render loop inside act, say): timers, signals and in-process inspector sessions
 * all wait for that thread's event loop, which never turns. SIGUSR1 is the exception: Node answers it by
 * interrupting the JavaScript and opening the inspector on `process.debugPort`. The watch then asks, over
 * the inspector's WebSocket (`ws`), for a pause, writes the paused stack with the test that was running,
 * and kills the worker, so the suite fails at once with a cause instead of running until the heap is gone.
 */
const WATCHDOG_SOURCE = String.raw`
const { workerData } = require('node:worker_threads');
const fs = require('node:fs');
const http = require('node:http');
const { beat, stallMs, port, wsModule } = workerData;
const WebSocket = require(wsModule);
const lastBeat = new Float64Array(beat, 0, 1);
const testName = new Uint8Array(beat, 8);
// The main thread is blocked, and a worker's process.stderr goes through it: write to the descriptor.
const report = (text) => { try { fs.writeSync(2, text + '\n'); } catch {} };
const nameOfTest = () => {
  const end = testName.indexOf(0);
  return Buffer.from(testName.subarray(0, end < 0 ? testName.length : end)).toString('utf8');
};

process.on('uncaughtException', (error) => report('stall watch failed: ' + (error && error.stack)));

let header = '';
const timer = setInterval(() => {
  const blockedMs = Date.now() - lastBeat[0];
  if (blockedMs < stallMs) return;
  clearInterval(timer);
  header = 'stall watch: test worker ' + process.pid + ' has not turned its event loop for ' +
    Math.round(blockedMs / 1000) + ' s (' + Math.round(process.memoryUsage().rss / 1024 ** 2) +
    ' MB resident) during: ' + nameOfTest();
  report(header);
  // Whatever happens below, the worker does not get to run on.
  setTimeout(() => { report('stall watch: no stack within 20 s'); process.kill(process.pid, 'SIGKILL'); }, 20000);
  process.kill(process.pid, 'SIGUSR1');
  findTarget(25);
}, 1000);

function findTarget(triesLeft) {
  http.get({ host: '127.0.0.1', port, path: '/json/list' }, (response) => {
    let body = '';
    response.on('data', (chunk) => { body += chunk; });
    response.on('end', () => attach(JSON.parse(body)[0].webSocketDebuggerUrl));
  }).on('error', () => { if (triesLeft > 0) setTimeout(() => findTarget(triesLeft - 1), 200); });
}

function attach(url) {
  const socket = new WebSocket(url);
  const urls = new Map();
  socket.on('open', () => {
    socket.send(JSON.stringify({ id: 1, method: 'Debugger.enable' }));
    socket.send(JSON.stringify({ id: 2, method: 'Debugger.pause' }));
  });
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString('utf8'));
    if (message.method === 'Debugger.scriptParsed') urls.set(message.params.scriptId, message.params.url);
    if (message.method !== 'Debugger.paused') return;
    const frames = message.params.callFrames.map((frame) =>
      '    at ' + (frame.functionName || '(anonymous)') + ' (' + (urls.get(frame.location.scriptId) || frame.url || '?') +
      ':' + (frame.location.lineNumber + 1) + ':' + ((frame.location.columnNumber || 0) + 1) + ')');
    report(header + '\nIts JavaScript stack:\n' + frames.join('\n'));
    process.kill(process.pid, 'SIGKILL');
  });
}
`;

/**
 * Starts one watch per test worker (call it from a setup file; later calls start nothing). The worker's
 * main thread beats every second; a beat missing for `stallMs` means its event loop is blocked. Returns
 * the beat, for a hook to call as each test starts: a test that blocks at once is then named in the
 * report, not the one before it.
 */
export function watchForStalls({
  stallMs = 60_000,
  currentTest = () => '?',
}: StallWatchOptions = {}): () => void {
  const global = globalThis as { stallWatchBeat?: () => void };
  if (global.stallWatchBeat) return global.stallWatchBeat;
  const shared = new SharedArrayBuffer(8 + 512);
  const lastBeat = new Float64Array(shared, 0, 1);
  const testName = new Uint8Array(shared, 8);
  const encoder = new TextEncoder();
  // The real clock, kept before any test fakes Date (vi.useFakeTimers): the watch's thread reads the
  // real one, and a faked beat once looked 47 million seconds old.
  const now = Date.now;
  const beat = () => {
    lastBeat[0] = now();
    testName.fill(0);
    testName.set(encoder.encode(currentTest()).subarray(0, testName.length - 1));
  };
  beat();
  setInterval(beat, 1_000).unref();
  // The inspector opens only if the watch sends SIGUSR1, on a port of this worker's own.
  process.debugPort = 20_000 + (process.pid % 20_000);
  new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: {
      beat: shared,
      stallMs,
      port: process.debugPort,
      wsModule: createRequire(import.meta.url).resolve('ws'),
    },
  }).unref();
  global.stallWatchBeat = beat;
  return beat;
}
