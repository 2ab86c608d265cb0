/**
 * Helpers for the simulator's own tests: a fresh app over `:memory:` with a clock the test moves, and
 * the simulator as a real process on a database file (durability and load tests).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createApp } from './app';
import {
  ENCRYPTED_PATHS,
  HEADERS,
  PAYLOAD_CIPHER_ALGORITHM,
  type Envelope,
  type PublicKeyInfo,
} from './contract';
import { openDatabase } from './db/index';
import { encryptLikeClient } from './clientSeal';
import { requiresPayloadCipher } from './merchants/config';
import type { SimOptions } from './sim';

export { encryptLikeClient } from './clientSeal';

export const T0 = Date.parse('2025-06-02T03:00:00Z'); // a Monday, 10:00 in Vietnam

export interface TestSim {
  app: ReturnType<typeof createApp>;
  clock: { now: number };
  advance(ms: number): void;
  call<T = unknown>(path: string, init?: CallInit): Promise<CallAnswer<T>>;
  login(account?: string, password?: string, merchant?: string): Promise<string>;
}

export interface CallAnswer<T> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface CallInit {
  method?: string;
  body?: unknown;
  token?: string;
  merchant?: string | null;
  headers?: Record<string, string>;
  /**
   * Send an object body as plain JSON even where the merchant takes that call encrypted only (by
   * default such a body is encrypted like the site's client does).
   */
  plain?: boolean;
  /** The socket address the request comes from (default: none, which the simulator takes as 127.0.0.1). */
  ip?: string;
}

const ENCRYPTED = new Set<string>(ENCRYPTED_PATHS);

export function makeSim({
  devEndpoints = true,
  ...options
}: Omit<SimOptions, 'db' | 'now'> = {}): TestSim {
  const clock = { now: T0 };
  const app = createApp({
    db: openDatabase(':memory:', T0),
    devEndpoints,
    now: () => clock.now,
    ...options,
  });
  let publicKey: PublicKeyInfo | undefined;
  const encryptedCall = (path: string, init: CallInit): boolean =>
    !init.plain &&
    ENCRYPTED.has(path.split('?')[0] ?? '') &&
    requiresPayloadCipher(init.merchant ?? 'AUR01') &&
    !Object.keys(init.headers ?? {}).some((name) => name.toLowerCase() === 'x-payload-cipher');
  const call = async <T>(path: string, init: CallInit = {}): Promise<CallAnswer<T>> => {
    // dev calls carry the header the simulator requires of them (lib/edgeHeaders.ts)
    const headers: Record<string, string> = {
      ...(path.startsWith('/__sim') ? { 'X-Sim-Dev': '1' } : {}),
      ...init.headers,
    };
    if (init.merchant !== null) headers.Merchant = init.merchant ?? 'AUR01';
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    let body: BodyInit | undefined;
    if (init.body !== undefined) {
      if (
        typeof init.body === 'string' ||
        init.body instanceof FormData ||
        init.body instanceof URLSearchParams
      )
        body = init.body;
      else if (encryptedCall(path, init)) {
        publicKey ??= (await call<PublicKeyInfo>('/wps/system/publicKey')).body
          .value as PublicKeyInfo;
        body = JSON.stringify(
          await encryptLikeClient(publicKey, init.body, {
            merchant: init.merchant ?? 'AUR01',
            path: path.split('?')[0] ?? path,
            timestamp: clock.now,
          }),
        );
        headers[HEADERS.payloadCipher] = PAYLOAD_CIPHER_ALGORITHM;
        headers['Content-Type'] ??= 'application/json';
      } else {
        body = JSON.stringify(init.body);
        headers['Content-Type'] ??= 'application/json';
      }
    }
    const response = await app.request(
      path,
      { method: init.method ?? (init.body === undefined ? 'GET' : 'POST'), headers, body },
      init.ip ? { incoming: { socket: { remoteAddress: init.ip } } as IncomingMessage } : undefined,
    );
    return {
      status: response.status,
      body: (await response.json()) as Envelope<T>,
      headers: response.headers,
    };
  };
  return {
    app,
    clock,
    advance: (ms) => {
      clock.now += ms;
    },
    call,
    login: async (account = 'player1', password = 'Player123', merchant = 'AUR01') => {
      const { body } = await call<{ token: string }>('/wps/session/login', {
        body: { username: account, password, type: 'username' },
        merchant,
      });
      if (!body.success || !body.value)
        throw new Error(`login of ${account} failed: ${body.message}`);
      return body.value.token;
    },
  };
}

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export interface SimulatorProcess {
  url: string;
  child: ChildProcess;
}

/**
 * The simulator as its own process (`src/server.ts`, as `pnpm start` runs it) on a database file, on
 * a free loopback port, with the dev endpoints on. The caller kills `child` when done.
 */
export async function spawnSimulator(
  dbPath: string,
  env: Record<string, string> = {},
  onSpawn: (child: ChildProcess) => void = () => undefined,
): Promise<SimulatorProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: PACKAGE_DIR,
    env: { ...process.env, SIM_PORT: '0', SIM_DB: dbPath, SIM_DEV_ENDPOINTS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  onSpawn(child);
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`the simulator exited (${code}): ${output}`)));
  });
  return { url, child };
}
