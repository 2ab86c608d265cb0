// A real nginx for tests: not a daemon, with its own prefix, pid, temp paths and error log in a
// temporary folder, on a free local port; stopped by its process id.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeNginxConfig } from './deploy';
import type { NginxOptions } from './nginxConfig';

export const NGINX_BIN = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningNginx {
  port: number;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  /** The folder of the configuration, the pid and the error log. */
  dir: string;
  errorLog(): string;
  /** Re-reads the configuration (`nginx -s reload`). */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) =>
    child.exitCode !== null || child.signalCode !== null
      ? resolve()
      : child.once('exit', () => resolve()),
  );
}

function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NGINX_BIN, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

/** `nginx -t` of a written configuration; resolves with nginx's own words, rejects when it refuses. */
export async function testNginxConfig(dir: string): Promise<string> {
  const { code, output } = await run([
    '-t',
    '-p',
    `${dir}/`,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-e',
    path.join(dir, 'error.log'),
  ]);
  if (code !== 0) throw new Error(`nginx -t refused the configuration in ${dir}:\n${output}`);
  return output;
}

/** Writes the configuration for `options` (listening on a free port) and starts nginx with it. */
export async function startNginx(
  options: Omit<NginxOptions, 'listen'>,
  { port: wantedPort }: { port?: number } = {},
): Promise<RunningNginx> {
  const port = wantedPort ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'wl-nginx-'));
  writeNginxConfig(dir, { ...options, listen: `127.0.0.1:${port}` });
  const prefixArgs = [
    '-p',
    `${dir}/`,
    '-c',
    path.join(dir, 'nginx.conf'),
    '-e',
    path.join(dir, 'error.log'),
  ];
  await testNginxConfig(dir);
  // Started as root (CI), nginx's workers would run as nobody, who may not reach a checkout under a
  // private folder: a test's workers stay the user that started it.
  const globals = `daemon off;${process.getuid?.() === 0 ? ' user root;' : ''}`;
  const child = spawn(NGINX_BIN, [...prefixArgs, '-g', globals], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const errorLog = () => {
    try {
      return readFileSync(path.join(dir, 'error.log'), 'utf8') + stderr;
    } catch {
      return stderr;
    }
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited (${child.exitCode}):\n${errorLog()}`);
    try {
      await fetch(`${origin}/`, { signal: AbortSignal.timeout(1000) });
      break;
    } catch {
      if (Date.now() > deadline)
        throw new Error(`nginx did not answer on ${origin}:\n${errorLog()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    port,
    origin,
    dir,
    errorLog,
    async reload() {
      const { code, output } = await run([...prefixArgs, '-s', 'reload']);
      if (code !== 0) throw new Error(`nginx -s reload failed:\n${output}`);
    },
    async stop() {
      if (child.pid && child.exitCode === null) child.kill('SIGQUIT');
      await exited(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
