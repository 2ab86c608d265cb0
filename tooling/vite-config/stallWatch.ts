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
 * the inspector's WebSocket, for a pause, writes the paused stack with the test that was running, and
 * kills the worker, so the suite fails at once with a cause instead of running until the heap is gone.
 * The WebSocket client is the few lines this needs (Node 20 has none built in): text frames in, text
 * frames out, masked as clients must.
 */
const WATCHDOG_SOURCE = String.raw`
const { workerData } = require('node:worker_threads');
const crypto = require('node:crypto');
const fs = require('node:fs');
const http = require('node:http');
const net = require('node:net');
const { beat, stallMs, port } = workerData;
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
  const target = new URL(url);
  const socket = net.connect(Number(target.port), target.hostname);
  socket.write('GET ' + target.pathname + ' HTTP/1.1\r\nHost: ' + target.host +
    '\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ' +
    crypto.randomBytes(16).toString('base64') + '\r\nSec-WebSocket-Version: 13\r\n\r\n');
  let id = 0;
  const send = (method) => {
    const data = Buffer.from(JSON.stringify({ id: ++id, method }));
    const mask = crypto.randomBytes(4);
    const length = data.length < 126 ? [0x80 | data.length] : [0x80 | 126, data.length >> 8, data.length & 255];
    socket.write(Buffer.concat([Buffer.from([0x81, ...length]), mask, data.map((byte, i) => byte ^ mask[i % 4])]));
  };
  const urls = new Map();
  let buffer = Buffer.alloc(0);
  let open = false;
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    if (!open) {
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      open = true;
      buffer = buffer.subarray(end + 4);
      send('Debugger.enable');
      send('Debugger.pause');
    }
    for (;;) {
      if (buffer.length < 2) return;
      let length = buffer[1] & 127;
      let offset = 2;
      if (length === 126) { if (buffer.length < 4) return; length = buffer.readUInt16BE(2); offset = 4; }
      else if (length === 127) { if (buffer.length < 10) return; length = Number(buffer.readBigUInt64BE(2)); offset = 10; }
      if (buffer.length < offset + length) return;
      const message = JSON.parse(buffer.subarray(offset, offset + length).toString('utf8'));
      buffer = buffer.subarray(offset + length);
      if (message.method === 'Debugger.scriptParsed') urls.set(message.params.scriptId, message.params.url);
      if (message.method === 'Debugger.paused') {
        const frames = message.params.callFrames.map((frame) =>
          '    at ' + (frame.functionName || '(anonymous)') + ' (' + (urls.get(frame.location.scriptId) || frame.url || '?') +
          ':' + (frame.location.lineNumber + 1) + ':' + ((frame.location.columnNumber || 0) + 1) + ')');
        report(header + '\nIts JavaScript stack:\n' + frames.join('\n'));
        process.kill(process.pid, 'SIGKILL');
      }
    }
  });
}
`;

/**
 * Starts one watch per test worker (call it from a setup file; later calls do nothing). The worker's
 * main thread beats every second; a beat missing for `stallMs` means its event loop is blocked.
 */
export function watchForStalls({
  stallMs = 60_000,
  currentTest = () => '?',
}: StallWatchOptions = {}): void {
  const global = globalThis as { stallWatch?: Worker };
  if (global.stallWatch) return;
  const beat = new SharedArrayBuffer(8 + 512);
  const lastBeat = new Float64Array(beat, 0, 1);
  const testName = new Uint8Array(beat, 8);
  const encoder = new TextEncoder();
  // The real clock, kept before any test fakes Date (vi.useFakeTimers): the watch's thread reads the
  // real one, and a faked beat once looked 47 million seconds old.
  const now = Date.now;
  const tick = () => {
    lastBeat[0] = now();
    testName.fill(0);
    testName.set(encoder.encode(currentTest()).subarray(0, testName.length - 1));
  };
  tick();
  setInterval(tick, 1_000).unref();
  // The inspector opens only if the watch sends SIGUSR1, on a port of this worker's own.
  process.debugPort = 20_000 + (process.pid % 20_000);
  const watchdog = new Worker(WATCHDOG_SOURCE, {
    eval: true,
    workerData: { beat, stallMs, port: process.debugPort },
  });
  watchdog.unref();
  global.stallWatch = watchdog;
}
