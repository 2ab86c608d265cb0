// The simulator and brand preview servers the benchmark loads pages from, on free ports (so a running
// e2e suite or `pnpm dev` on the fixed ports is not disturbed), started and stopped as process groups.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { workspaceRoot } from './buildMeta.mjs';

/** Process groups still running; stopped when this process ends in any way Node can see. */
const running = new Set();
function stopAllNow() {
  for (const pid of running) {
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  running.clear();
}
process.on('exit', stopAllNow);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopAllNow();
    process.exit(130);
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHttp(url, { timeoutMs, child, name, output }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(
        `${name} exited (${child.exitCode}) before it answered:\n${output().slice(-2000)}`,
      );
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error(
    `${name} did not answer ${url} within ${timeoutMs / 1000} s:\n${output().slice(-2000)}`,
  );
}

/** Starts `pnpm <args>` in its own process group and waits until `readyUrl` answers (any status). */
export async function startServer(name, args, { env = {}, readyUrl, timeoutMs = 90_000 }) {
  const child = spawn('pnpm', args, {
    cwd: workspaceRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child.pid);
  child.once('exit', () => running.delete(child.pid));
  let log = '';
  child.stdout.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  child.stderr.on('data', (chunk) => (log = (log + chunk).slice(-20_000)));
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5000);
    await exited;
    clearTimeout(timer);
  };
  try {
    await waitForHttp(readyUrl, { timeoutMs, child, name, output: () => log });
  } catch (error) {
    await stop();
    throw error;
  }
  return { name, stop, log: () => log };
}

/** The platform simulator over `:memory:` with the dev endpoints; SIM_* variables of the caller pass through. */
export async function startSimulator() {
  const port = await freePort();
  const server = await startServer('platform-sim', ['--filter', '@wl/platform-sim', 'start'], {
    env: { SIM_PORT: String(port), SIM_DB: ':memory:', SIM_DEV_ENDPOINTS: '1' },
    readyUrl: `http://127.0.0.1:${port}/wps/system/status`,
  });
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

/** `vite preview` of a built brand app, proxying the platform paths to the simulator. */
export async function startPreview(code, simPort) {
  const port = await freePort();
  const server = await startServer(
    `brand-${code} preview`,
    ['--filter', `@wl/brand-${code}`, 'preview', '--port', String(port), '--strictPort'],
    { env: { SIM_PORT: String(simPort) }, readyUrl: `http://127.0.0.1:${port}/` },
  );
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}

/** `vite preview` of the floor app (tooling/floor-app): the stack's own floor for page speed. */
export async function startFloorPreview() {
  const port = await freePort();
  const server = await startServer(
    'floor-app preview',
    ['--filter', '@wl/floor-app', 'preview', '--port', String(port), '--strictPort'],
    { readyUrl: `http://127.0.0.1:${port}/` },
  );
  return { ...server, port, url: `http://127.0.0.1:${port}` };
}
