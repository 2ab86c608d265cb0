/**
 * The local identity provider: a stand-in for Facebook / Google / Telegram sign-in so the site's social
 * flow runs on one machine (the site's `local` IdentityProvider adapter opens it in a popup).
 *
 * - `GET  /sim-assets/idp/authorize?provider=&state=&merchant=&origin=`: a small page listing test
 *   identities; choosing one mints a one-use ID token and posts `{ type: 'wl-idp-result', state, idToken }`
 *   to the opener (only to `origin`), then closes. Cancel just closes (the site says "login failed").
 * - `POST /sim-assets/idp/token`: mints the ID token for `{ provider, subject, merchant }` (called by the page).
 * - `POST /wps/session/login/identity` `{ provider, idToken }`: the platform side of the exchange: the member
 *   linked to that identity (created on first use, account `<provider>_<subject>`) gets a session token.
 *
 * The page lives under `/sim-assets`, a prefix the brand apps already proxy to the simulator, so the popup
 * is same-origin with the site in dev and e2e. Mounted only with the dev endpoints (SIM_DEV_ENDPOINTS=1):
 * it signs anyone in as its test identities.
 */
import { Hono, type Context } from 'hono';
import { loginAnswer } from '../../auth/tokens';
import type { MemberRow } from '../../db/rows';
import { readJson } from '../../lib/http';
import { newToken, sha256 } from '../../lib/security';
import { merchantOf } from '../../merchants/resolve';
import type { AppEnv } from '../../sim';
import { API_PATHS } from '../../contract';

export const IDP_AUTHORIZE_PATH = '/sim-assets/idp/authorize';
export const IDP_TOKEN_PATH = '/sim-assets/idp/token';
const MESSAGE_TYPE = 'wl-idp-result';
const ID_TOKEN_TTL_MS = 5 * 60 * 1000;

type Provider = 'facebook' | 'google' | 'telegram';
const PROVIDERS: Record<Provider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};

/** The test identities each network offers. */
export const TEST_IDENTITIES = [
  { subject: 'alex', name: 'Alex Nguyen', email: 'alex@example.com' },
  { subject: 'bao', name: 'Bao Tran', email: 'bao@example.com' },
] as const;

interface IssuedIdToken {
  provider: Provider;
  subject: string;
  name: string;
  merchant: string;
  expiresAt: number;
}

const isProvider = (value: unknown): value is Provider =>
  typeof value === 'string' && value in PROVIDERS;

function envelope(
  c: Context,
  success: boolean,
  value: unknown,
  message: string,
  code: string | number,
  status: 200 | 400 = 200,
) {
  return c.json({ success, value, message, code }, status);
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

function isWebOrigin(origin: string): boolean {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
  } catch {
    return false;
  }
}

function authorizePage(
  provider: Provider,
  state: string,
  merchant: string,
  origin: string,
): string {
  const name = PROVIDERS[provider];
  const accounts = TEST_IDENTITIES.map(
    (identity) =>
      `<li><button type="button" data-subject="${identity.subject}">Continue as ${escapeHtml(identity.name)}<small>${escapeHtml(identity.email)}</small></button></li>`,
  ).join('');
  const config = JSON.stringify({
    provider,
    state,
    merchant,
    origin,
    type: MESSAGE_TYPE,
    tokenPath: IDP_TOKEN_PATH,
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Sign in with ${name}</title>
<style>
 body{font-family:system-ui,sans-serif;margin:0;padding:24px;background:#f4f6f8;color:#14202b}
 main{max-width:380px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 4px 16px #0002}
 h1{font-size:20px;margin:0 0 4px} p{margin:0 0 16px;color:#4a5a6a;font-size:14px}
 ul{list-style:none;padding:0;margin:0 0 16px;display:grid;gap:8px}
 button{width:100%;padding:12px;border:1px solid #c9d3dc;border-radius:8px;background:#fff;font:inherit;text-align:left;cursor:pointer}
 button:hover,button:focus-visible{border-color:#1a73e8;outline:2px solid #1a73e8}
 small{display:block;color:#4a5a6a} #cancel{text-align:center}
</style></head>
<body><main>
<h1>Sign in with ${name}</h1>
<p>Local test identity provider of the platform simulator. Choose an account.</p>
<ul>${accounts}</ul>
<button type="button" id="cancel">Cancel</button>
<p role="alert" id="error" hidden></p>
</main>
<script>
const config = ${config.replace(/</g, '\\u003c')};
for (const button of document.querySelectorAll('button[data-subject]')) {
  button.addEventListener('click', async () => {
    const answer = await fetch(config.tokenPath, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ provider: config.provider, subject: button.dataset.subject, merchant: config.merchant }),
    }).then((response) => response.json()).catch(() => null);
    if (!answer || !answer.success) {
      const error = document.getElementById('error'); error.hidden = false; error.textContent = (answer && answer.message) || 'Unknown error';
      return;
    }
    if (window.opener) window.opener.postMessage({ type: config.type, state: config.state, idToken: answer.value.idToken }, config.origin);
    window.close();
  });
}
document.getElementById('cancel').addEventListener('click', () => window.close());
</script>
</body></html>`;
}

/** The provider page, its token endpoint and the platform's identity login. */
export function identityProviderRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  // ID tokens live in memory, per app: one use, 5 minutes
  const idTokens = new Map<string, IssuedIdToken>();

  routes.get(IDP_AUTHORIZE_PATH, (c) => {
    const provider = c.req.query('provider');
    const state = c.req.query('state') ?? '';
    const merchant = c.req.query('merchant') ?? '';
    const origin = c.req.query('origin') ?? '';
    if (!isProvider(provider) || !state || !merchant || !isWebOrigin(origin)) {
      return c.html(
        '<!doctype html><title>Invalid request</title><p role="alert">Invalid URL, please contact customer service</p>',
        400,
      );
    }
    return c.html(authorizePage(provider, state, merchant, origin));
  });

  routes.post(IDP_TOKEN_PATH, async (c) => {
    const body = (await readJson(c)) as {
      provider?: unknown;
      subject?: unknown;
      merchant?: unknown;
    };
    const identity = TEST_IDENTITIES.find((candidate) => candidate.subject === body.subject);
    if (
      !isProvider(body.provider) ||
      !identity ||
      typeof body.merchant !== 'string' ||
      !body.merchant
    ) {
      return envelope(
        c,
        false,
        null,
        'provider, subject and merchant are required',
        'BAD_REQUEST',
        400,
      );
    }
    const idToken = newToken();
    idTokens.set(sha256(idToken), {
      provider: body.provider,
      subject: identity.subject,
      name: identity.name,
      merchant: body.merchant,
      expiresAt: c.get('sim').now() + ID_TOKEN_TTL_MS,
    });
    return envelope(c, true, { idToken }, 'success', 0);
  });

  routes.post(API_PATHS.identityLogin, async (c) => {
    const merchant = merchantOf(c).code;
    const body = (await readJson(c)) as {
      provider?: unknown;
      idToken?: unknown;
    };
    if (!isProvider(body.provider) || typeof body.idToken !== 'string' || !body.idToken) {
      return envelope(c, false, null, 'provider and idToken are required', 'BAD_REQUEST', 400);
    }
    const sim = c.get('sim');
    const members = sim.queries.access;
    const key = sha256(body.idToken);
    const issued = idTokens.get(key);
    idTokens.delete(key); // one use
    if (
      !issued ||
      issued.expiresAt < sim.now() ||
      issued.provider !== body.provider ||
      issued.merchant !== merchant
    ) {
      return envelope(
        c,
        false,
        null,
        'The identity token is invalid or has expired, please sign in again',
        'IDP_TOKEN_INVALID',
      );
    }
    const account = `${issued.provider}_${issued.subject}`;
    const at = sim.now();
    let memberId = members.memberByAccount.get(merchant, account)?.id;
    const created = memberId === undefined;
    if (memberId === undefined) {
      const referral = sha256(`${merchant}:${account}`).slice(0, 8).toUpperCase();
      const profile = JSON.stringify({ identityProvider: issued.provider });
      memberId = Number(
        members.insertIdentityMember.run(merchant, account, issued.name, referral, at, at, profile)
          .lastInsertRowid,
      );
    }
    // The shared way in: a session, or the second step when the member has two-step sign-in on.
    const answer = loginAnswer(
      c,
      members.memberById.get(memberId) as MemberRow,
      'identityProvider',
    );
    return envelope(c, true, { ...answer, firstTimeLogin: created }, 'success', 0);
  });

  return routes;
}
