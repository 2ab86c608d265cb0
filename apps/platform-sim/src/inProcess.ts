/**
 * The simulator inside another program's process: its app as a `fetch` over an in-memory database, for
 * the site's component tests (the real platform instead of hand-written fakes) and Storybook.
 *
 * Seeding takes about half a second, so a process seeds once and every platform after that starts
 * from a copy of the seeded database (`serialize`/deserialize, a few milliseconds): each test gets its
 * own platform, and what one test registers or spends never reaches another.
 */
import Database from 'better-sqlite3';
import { createApp } from './app';
import { API_PATHS, HEADERS, PAYLOAD_CIPHER_ALGORITHM } from './contract';
import { prepareDatabase, type Db } from './db/index';
import { DEV_HEADER } from './lib/edgeHeaders';
import { decryptPayload, sealedBodyOf } from './lib/security';
import { DROPPED_FAULT_HEADER } from './routes/dev/index';
import { requiresPayloadCipher } from './merchants/config';
import type { SimOptions } from './sim';
import { encryptLikeClient } from './clientSeal';

export interface InProcessPlatformOptions extends Omit<SimOptions, 'db' | 'now' | 'devEndpoints'> {
  /** The platform's clock; default `Date.now`, so a test's fake timers move it too. */
  now?: () => number;
}

/** A dev call's answer: the envelope's value, or an error with the simulator's message. */
export type DevCall = <T = unknown>(
  path: string,
  init?: { method?: string; body?: unknown },
) => Promise<T>;

export interface InProcessPlatform {
  /** A `fetch` answering every platform path (`/wps`, `/lgw`, `/__sim`, ...) on any origin. */
  fetch: typeof globalThis.fetch;
  /** The simulator's own app and state (for a test that reads the database). */
  app: ReturnType<typeof createApp>;
  db: Db;
  /** Calls a `/__sim` dev endpoint (flags, faults, outboxes, clock) for `merchant`. */
  dev: DevCall;
  /** Signs `account` in with its password and returns the token. */
  signIn(account: string, password: string): Promise<string>;
  /** Starts free play (the merchant's FREEPLAY3 must be on) and returns the trial player's token. */
  startFreePlay(): Promise<string>;
  /** The plaintext JSON of a body the client sealed for `path` (to read what a form sent). */
  openSealed(body: string, path: string): unknown;
}

let seeded: { at: number; image: Buffer } | undefined;

/**
 * The seeded database's image, made once per process. It is seeded at the process's first call, to
 * the minute, so records the seed dates "today" or "last week" stay inside the site's date filters.
 */
function seededImage(): Buffer {
  if (!seeded) {
    const at = Math.floor(Date.now() / 60_000) * 60_000;
    const db = new Database(':memory:');
    db.pragma('foreign_keys = ON');
    prepareDatabase(db, at);
    seeded = { at, image: db.serialize() };
    db.close();
  }
  return seeded.image;
}

/** A fresh platform for `merchant` (its `Merchant` header on dev and sign-in calls), from the seeded image. */
export function createInProcessPlatform(
  merchant: string,
  { now = () => Date.now(), ...options }: InProcessPlatformOptions = {},
): InProcessPlatform {
  const db = new Database(seededImage());
  db.pragma('foreign_keys = ON');
  const app = createApp({ db, now, devEndpoints: true, ...options });
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // Hono routes by path: the request's origin (the site's base URL in tests) does not matter.
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await app.fetch(request);
    // A dropped connection (the `drop` fault) rejects the way a browser's fetch does.
    if (response.headers.get(DROPPED_FAULT_HEADER.name) === DROPPED_FAULT_HEADER.value)
      throw new TypeError('Failed to fetch');
    return response;
  }) as typeof globalThis.fetch;
  const answer = async <T>(response: Response, what: string): Promise<T> => {
    const body = (await response.json()) as { success: boolean; value: T; message: string };
    if (!body.success) throw new Error(`${what}: ${body.message}`);
    return body.value;
  };
  const dev: DevCall = async (path, init = {}) =>
    answer(
      await app.request(path, {
        method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
        headers: {
          [DEV_HEADER.name]: DEV_HEADER.value,
          [HEADERS.merchant]: merchant,
          'Content-Type': 'application/json',
        },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      }),
      `${init.method ?? 'POST'} ${path}`,
    );
  // Sealed like the site's client where the merchant takes sign-in encrypted only.
  const signIn = async (account: string, password: string) => {
    const payload = { username: account, password, type: 'username' };
    const headers: Record<string, string> = {
      [HEADERS.merchant]: merchant,
      'Content-Type': 'application/json',
    };
    let body = JSON.stringify(payload);
    if (requiresPayloadCipher(merchant)) {
      const { keyId, spki } = app.sim.key;
      // Sealed at the platform's time, the dev clock's offset included (/__sim/now), as a client does
      // from the public key's serverTime: a test that moved the clock a day can still sign in.
      const serverTime = app.sim.now();
      const publicKey = { keyId, spki, algorithm: PAYLOAD_CIPHER_ALGORITHM, serverTime };
      const sealed = await encryptLikeClient(publicKey, payload, {
        merchant,
        path: API_PATHS.login,
        timestamp: serverTime,
      });
      body = JSON.stringify(sealed);
      headers[HEADERS.payloadCipher] = PAYLOAD_CIPHER_ALGORITHM;
    }
    const value = await answer<{ token: string }>(
      await app.request(API_PATHS.login, { method: 'POST', headers, body }),
      `sign-in of ${account}`,
    );
    return value.token;
  };
  const startFreePlay = async () => {
    const value = await answer<{ token: string }>(
      await app.request(API_PATHS.freePlay, {
        method: 'POST',
        headers: { [HEADERS.merchant]: merchant, 'Content-Type': 'application/json' },
        body: '{}',
      }),
      'free play',
    );
    return value.token;
  };
  const openSealed = (body: string, path: string): unknown =>
    JSON.parse(decryptPayload(sealedBodyOf(JSON.parse(body)), app.sim.key, { merchant, path }));
  return { fetch, app, db, dev, signIn, startFreePlay, openSealed };
}

export { AGENT_AFFILIATE_CODE, SEEDED_ACCOUNTS } from './db/seed';
