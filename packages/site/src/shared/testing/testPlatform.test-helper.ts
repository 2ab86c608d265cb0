/**
 * The platform of a site test: the simulator itself, in-process (`@wl/platform-sim/in-process`: its app
 * as a `fetch` over a fresh copy of the seeded database), reached through `makeStore`'s transport. Tests
 * set the platform up the way e2e does, with its dev switches (`platform.dev('/__sim/flags', ...)`), and
 * sign in the seeded accounts (README "Seeded accounts").
 *
 * `answers` replace the simulator's answer on a path: only for what the simulator cannot be made to
 * answer (a shape it never sends, a request held open to see a loading state).
 */
import { HEADERS, type WhitelabelFlag } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import {
  createInProcessPlatform,
  SEEDED_ACCOUNTS,
  type InProcessPlatform,
} from '@wl/platform-sim/in-process';

/** Where the simulator's local identity provider mints ID tokens (its popup page calls it). */
const IDP_TOKEN_PATH = '/sim-assets/idp/token';

/** The base URL the site's transport sends to in tests (jsdom has no same-origin server). */
export const TEST_PLATFORM_URL = 'http://platform.test';

/** A request the site made, as the platform saw it. */
export interface PlatformCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the raw text of other bodies, or undefined. */
  body: unknown;
}

/** The envelope's `value` of a success, or a whole `Response` (see `fail`). */
export type RouteAnswer = unknown;
/**
 * Answers a call; `simulator()` is the simulator's own answer to it (a test that holds a call open
 * answers it with that once released).
 */
export type RouteHandler = (
  call: PlatformCall,
  simulator: () => Promise<Response>,
) => RouteAnswer | Promise<RouteAnswer>;
/** `'METHOD /path'` or `'/path'` (any method) -> an answer or a handler. */
export type PlatformRoutes = Record<string, RouteHandler | RouteAnswer>;

/** A refusal in the platform's envelope (`success: false`) with its message, code and value. */
export function fail(message: string, code: string | number = 'ERROR', value: unknown = null) {
  return new Response(JSON.stringify({ success: false, value, message, code }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value, message: '', code: 0 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** A seeded account's name (`player1`, `vip1`, `agent1`, ...). */
export type SeededAccount = (typeof SEEDED_ACCOUNTS)[number]['account'];
/** Who a test signs in: a seeded account, or `trial`, a new free-play player. */
export type TestPlayer = SeededAccount | 'trial';

export function seededPassword(account: SeededAccount): string {
  const seeded = SEEDED_ACCOUNTS.find((entry) => entry.account === account);
  if (!seeded) throw new Error(`${account} is not a seeded account`);
  return seeded.password;
}

export interface TestPlatformOptions {
  /**
   * The back office's part, before anyone signs in: a test puts the platform in the state it needs
   * through its dev endpoints (`platform.dev`) or, where none exists, its database (`platform.db`).
   */
  setUp?: (platform: InProcessPlatform) => unknown;
  /** Signed in before the flags are set (free play needs the merchant's FREEPLAY3); see `token`. */
  signedInAs?: TestPlayer;
  /** The merchant's whitelabel flags switched on, every other one off. Default: the merchant's own. */
  flags?: readonly WhitelabelFlag[];
  /** Answers in place of the simulator's on these paths (see the file's comment). */
  answers?: PlatformRoutes;
}

export interface TestPlatform extends InProcessPlatform {
  /** Every request the site made, in order (dev calls and `signIn` are not the site's). */
  calls: PlatformCall[];
  merchant: string;
  /** The token of `signedInAs` (null without one). */
  token: string | null;
  /** Signs a seeded account in and returns its token. */
  signInAs(account: SeededAccount): Promise<string>;
  /**
   * The simulator's answer (the envelope's value) to a GET of `path` and its query, as a guest or with
   * `token`: a test reads what the platform holds instead of copying its seed.
   */
  read<T = unknown>(path: string, token?: string | null): Promise<T>;
  /**
   * A one-use ID token of the simulator's local identity provider for one of its test identities
   * (`alex`, Alex Nguyen; `bao`, Bao Tran), as its sign-in popup would hand the site.
   */
  identityToken(provider: 'facebook' | 'google' | 'telegram', subject?: string): Promise<string>;
}

/** The call as the platform reads it: a sealed body (the payload cipher) is opened. */
async function readCall(request: Request, platform: InProcessPlatform): Promise<PlatformCall> {
  const url = new URL(request.url);
  const text = await request.clone().text();
  let body: unknown = text;
  try {
    body = request.headers.has(HEADERS.payloadCipher)
      ? platform.openSealed(text, url.pathname)
      : text
        ? JSON.parse(text)
        : undefined;
  } catch {
    body = text;
  }
  return {
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body,
  };
}

/** The simulator for `brand`'s merchant, set up with `options`. */
export async function createTestPlatform(
  brand: Pick<Brand, 'merchantCode'>,
  { setUp, signedInAs, flags, answers = {} }: TestPlatformOptions = {},
): Promise<TestPlatform> {
  const merchant = brand.merchantCode;
  const platform = createInProcessPlatform(merchant);
  await setUp?.(platform);
  const signInAs = (account: SeededAccount) => platform.signIn(account, seededPassword(account));
  const token =
    signedInAs === undefined
      ? null
      : signedInAs === 'trial'
        ? await platform.startFreePlay()
        : await signInAs(signedInAs);
  if (flags) await platform.dev('/__sim/flags', { body: { merchant, on: flags } });
  const calls: PlatformCall[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const call = await readCall(request, platform);
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`] ?? answers[call.path];
    if (answer === undefined) return platform.fetch(request);
    const value =
      typeof answer === 'function'
        ? await (answer as RouteHandler)(call, () => platform.fetch(request))
        : answer;
    return value instanceof Response ? value : envelope(value);
  }) as typeof globalThis.fetch;
  const read = async <T>(path: string, as: string | null = null): Promise<T> => {
    const headers: Record<string, string> = { [HEADERS.merchant]: merchant };
    if (as) headers.Authorization = `Bearer ${as}`;
    const response = await platform.app.request(path, { headers });
    const body = (await response.json()) as { success: boolean; value: T; message: string };
    if (!body.success) throw new Error(`GET ${path}: ${body.message}`);
    return body.value;
  };
  const identityToken = async (provider: string, subject = 'alex') => {
    const minted = await platform.app.request(IDP_TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ provider, subject, merchant }),
    });
    const body = (await minted.json()) as { success: boolean; value: { idToken: string } };
    if (!body.success) throw new Error(`no ID token for ${provider} ${subject}`);
    return body.value.idToken;
  };
  return {
    ...platform,
    fetch,
    calls,
    merchant,
    token,
    signInAs,
    read,
    identityToken,
  };
}
