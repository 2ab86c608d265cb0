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

/**
 * An answer that holds the call until `released` settles, then lets the simulator answer it: to see a
 * pending state (an optimistic heart, a loading row) before the platform's own answer lands.
 */
export function heldUntil(released: Promise<unknown>): RouteHandler {
  return async (_call, simulator) => {
    await released;
    return simulator();
  };
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value, message: '', code: 0 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** A seeded account's name (`player1`, `vip1`, `agent1`, ...). */
export type SeededAccount = (typeof SEEDED_ACCOUNTS)[number]['account'];
/**
 * Who a test signs in: a seeded account, `trial` (a new free-play player), or any other account of
 * the seed by its password (an agent's downline, README "Agent teams").
 */
export type TestPlayer = SeededAccount | 'trial' | { account: string; password: string };

export function seededPassword(account: SeededAccount): string {
  const seeded = SEEDED_ACCOUNTS.find((entry) => entry.account === account);
  if (!seeded) throw new Error(`${account} is not a seeded account`);
  return seeded.password;
}

export interface TestPlatformOptions {
  /**
   * The back office's part, before anyone signs in: a test puts the platform in the state it needs
   * through its dev endpoints (`platform.dev`) or, where none exists, its database (`platform.db`),
   * or by what other players do through the API (`signInAs`, then `post` or `get` with that token).
   */
  setUp?: (platform: SetUpPlatform) => unknown;
  /** The back office's part once `signedInAs` is signed in (a state sign-in itself would refuse). */
  afterSignIn?: (platform: SetUpPlatform) => unknown;
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
   * The envelope's value of the simulator's answer to a GET the test makes itself (not in `calls`),
   * as `token` (default: the signed-in player's; null: a guest): expected values read from the
   * platform rather than typed out.
   */
  get<T = unknown>(path: string, options?: { token?: string | null }): Promise<T>;
  /** The same for a JSON POST (or `method`): what another device or tab of the player does meanwhile. */
  post<T = unknown>(
    path: string,
    body: unknown,
    options?: { token?: string | null; method?: string },
  ): Promise<T>;
  /**
   * A one-use ID token of the simulator's local identity provider for one of its test identities
   * (`alex`, Alex Nguyen; `bao`, Bao Tran), as its sign-in popup would hand the site.
   */
  identityToken(provider: 'facebook' | 'google' | 'telegram', subject?: string): Promise<string>;
}

/** The platform as `setUp` gets it: no one is signed in yet, so `get` and `post` ask as a guest. */
export type SetUpPlatform = InProcessPlatform & Pick<TestPlatform, 'signInAs' | 'get' | 'post'>;

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
  { setUp, afterSignIn, signedInAs, flags, answers = {} }: TestPlatformOptions = {},
): Promise<TestPlatform> {
  const merchant = brand.merchantCode;
  const platform = createInProcessPlatform(merchant);
  const signInAs = (account: SeededAccount) => platform.signIn(account, seededPassword(account));
  /** The test's player once signed in (`get` and `post` ask as them by default). */
  let token: string | null = null;
  const ask = async <T>(
    method: string,
    path: string,
    body: unknown,
    options: { token?: string | null },
  ): Promise<T> => {
    const bearer = options.token === undefined ? token : options.token;
    const response = await platform.app.request(path, {
      method,
      headers: {
        [HEADERS.merchant]: merchant,
        ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { success: boolean; value: T; message: string };
    if (!answer.success) throw new Error(`${method} ${path}: ${answer.message}`);
    return answer.value;
  };
  const get = <T>(path: string, options: { token?: string | null } = {}) =>
    ask<T>('GET', path, undefined, options);
  const post = <T>(
    path: string,
    body: unknown,
    options: { token?: string | null; method?: string } = {},
  ) => ask<T>(options.method ?? 'POST', path, body, options);
  await setUp?.({ ...platform, signInAs, get, post });
  token =
    signedInAs === undefined
      ? null
      : signedInAs === 'trial'
        ? await platform.startFreePlay()
        : typeof signedInAs === 'object'
          ? await platform.signIn(signedInAs.account, signedInAs.password)
          : await signInAs(signedInAs);
  await afterSignIn?.({ ...platform, signInAs, get, post });
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
    get,
    post,
    identityToken,
  };
}
