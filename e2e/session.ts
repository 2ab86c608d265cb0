/**
 * Signing a test in through the platform API, for every test whose subject is not signing in: one
 * login call (sealed with the brand's cipher by the site's own `PayloadCipher`, as the login form
 * sends it) and one member-info call, then the session is written into the tab's sessionStorage under
 * the site's own keys before the first navigation. The page starts signed in, as after a reload.
 * Signing in through the form stays tested where it is the behaviour (auth, password, keyboard, ...).
 */
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { API_PATHS, PayloadCipher, type MemberInfo, type PublicKeyInfo } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';

/** The seeded accounts (README "Seeded accounts"), by the role a test needs. */
export const ACCOUNTS = {
  /** a plain player, rank 2 */
  member: { username: 'player1', password: 'Player123' },
  /** rank 6: VIP customer service */
  vip: { username: 'vip1', password: 'Player123' },
  /** agent with a team on four levels */
  agent: { username: 'agent1', password: 'Agent1234' },
  agentDividend: { username: 'agentdiv1', password: 'Agent1234' },
  agentDaily: { username: 'agentdaily1', password: 'Agent1234' },
  agentHourly: { username: 'agenthour1', password: 'Agent1234' },
  agentRealtime: { username: 'agentreal1', password: 'Agent1234' },
} as const;

export type Credentials = { username: string; password: string };
/** A seeded role, `trial` (a new free-play account) or any account's credentials. */
export type Role = keyof typeof ACCOUNTS | 'trial' | Credentials;

/**
 * Headers and body of one of the spec's encrypted calls to `path` (an API path without its query),
 * sealed where the brand has `api.cipher` on: the seal holds for that merchant and path only.
 */
export async function platformBody(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  path: string,
  payload: unknown,
) {
  const headers: Record<string, string> = { Merchant: brand.merchantCode };
  if (!brand.api.cipher) return { headers, data: payload };
  const cipher = new PayloadCipher({
    fetchPublicKey: async () => {
      const answer = await request.get(`${simUrl}${API_PATHS.publicKey}`, { headers });
      return ((await answer.json()) as { value: PublicKeyInfo }).value;
    },
  });
  const sealed = await cipher.encrypt(payload, { merchant: brand.merchantCode, path });
  return { headers: { ...headers, ...sealed.headers }, data: sealed.body };
}

interface Envelope<T> {
  success: boolean;
  value: T;
  message: string;
}

async function read<T>(answer: { json(): Promise<unknown> }, what: string): Promise<T> {
  const envelope = (await answer.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${what} refused: ${envelope.message}`);
  return envelope.value;
}

/** What the site keeps of a signed-in player, under its own sessionStorage keys. */
export interface ApiSession {
  token: string;
  username: string;
  info: MemberInfo;
}

/** Signs `role` in through the platform API (no page involved). */
export async function apiSignIn(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
  role: Role,
): Promise<ApiSession> {
  let token: string;
  if (role === 'trial') {
    const sealed = await platformBody(request, simUrl, brand, API_PATHS.freePlay, {});
    const answer = await request.post(`${simUrl}${API_PATHS.freePlay}`, sealed);
    token = (await read<{ token: string }>(answer, 'free play')).token;
  } else {
    const { username, password } = typeof role === 'string' ? ACCOUNTS[role] : role;
    const sealed = await platformBody(request, simUrl, brand, API_PATHS.login, {
      username,
      password,
      type: 'username',
    });
    const answer = await request.post(`${simUrl}${API_PATHS.login}`, sealed);
    token = (await read<{ token: string }>(answer, `sign-in as ${username}`)).token;
  }
  const info = await read<MemberInfo>(
    await request.get(`${simUrl}${API_PATHS.memberInfo}`, {
      headers: { Merchant: brand.merchantCode, Authorization: `Bearer ${token}` },
    }),
    'member info',
  );
  return { token, username: info.userName, info };
}

/** Marks the tab's session as written, so a later reload after a sign-out stays signed out. */
const SEEDED_MARK = 'e2e-session-seeded';

/**
 * Writes `session` into every new tab's sessionStorage before the site's scripts run, once per tab:
 * the token and player fields under the site's keys, the after-login announcement marked as seen
 * (`publicityClose`), and redux-persist's bookkeeping so the store rehydrates it.
 */
export async function writeSession(
  context: BrowserContext,
  brand: Brand,
  session: ApiSession,
  /** The brand app's origin: another brand's app opened in the same context stays a guest. */
  origin?: string,
) {
  const label = session.info.memberLabel[0];
  const fields: Record<string, string> = {
    token: session.token,
    merchant: brand.merchantCode,
    merchantCode: brand.merchantCode,
    platform: brand.platform,
    username: session.username,
    account: session.info.account,
    nickname: session.info.nickname,
    customerId: String(session.info.id),
    isAgent: String(session.info.type),
    ...(session.info.toUpline ? { toUpline: 'true' } : {}),
    ...(label
      ? {
          memberLabel: label.labelName,
          memberLabelColor: label.color,
          memberLabelColor2: label.color2,
        }
      : {}),
    publicityClose: 'true',
    'persist:wl-session:meta': JSON.stringify({ version: -1, rehydrated: true }),
  };
  await context.addInitScript(
    ([stored, mark, appOrigin]) => {
      // Frames share the tab's storage; a game frame of another origin has nothing to do with it.
      if (window.top !== window || window.sessionStorage.getItem(mark)) return;
      if (appOrigin && window.location.origin !== appOrigin) return;
      window.sessionStorage.setItem(mark, '1');
      for (const [key, value] of Object.entries(stored)) window.sessionStorage.setItem(key, value);
    },
    [fields, SEEDED_MARK, origin ?? ''] as const,
  );
}
