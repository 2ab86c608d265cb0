import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS, type EncryptedBody } from './contract';
import { decryptBody, generateTestKeyPair } from './cipherKeys.test-helper';
import { API_ERROR_MESSAGES } from './errors';
import { createFakeFetch, envelope, jsonResponse } from './fakeFetch.test-helper';
import {
  buildUrl,
  createTransport,
  exponentialBackoff,
  isApiOriginUrl,
  type TransportConfig,
} from './transport';

const BASE = 'https://platform.test';

function transportWith(fetch: typeof globalThis.fetch, overrides: Partial<TransportConfig> = {}) {
  return createTransport({
    baseUrl: BASE,
    merchantCode: 'AUR01',
    defaultLanguage: 'EN',
    cipher: false,
    fetch,
    retry: { delayMs: () => 1 },
    ...overrides,
  });
}

describe('buildUrl', () => {
  it('joins the brand base URL and the path with exactly one slash', () => {
    expect(buildUrl('https://a.test/', '/wps/system/status')).toBe(
      'https://a.test/wps/system/status',
    );
    expect(buildUrl('https://a.test/gw', 'wps/system/status')).toBe(
      'https://a.test/gw/wps/system/status',
    );
  });

  it('keeps the path relative for a same-origin brand (empty base URL)', () => {
    expect(buildUrl('', '/wps/member/info')).toBe('/wps/member/info');
  });

  it('leaves absolute URLs alone', () => {
    expect(buildUrl(BASE, 'https://other.test/x')).toBe('https://other.test/x');
  });

  it('encodes query params, repeats arrays and drops empty values', () => {
    expect(
      buildUrl('', '/wps/game/list', {
        gameType: 'RNG',
        pageNo: 1,
        isNew: true,
        skip: undefined,
        none: null,
        types: ['B', 'PL'],
      }),
    ).toBe('/wps/game/list?gameType=RNG&pageNo=1&isNew=true&types=B&types=PL');
    expect(buildUrl('', '/wps/captcha?x=1', { key: 'a b' })).toBe('/wps/captcha?x=1&key=a+b');
  });
});

describe('exponentialBackoff', () => {
  it('doubles from the base and stops at the cap', () => {
    const delay = exponentialBackoff(300, 1_000);
    expect([1, 2, 3, 4].map(delay)).toEqual([300, 600, 1_000, 1_000]);
  });
});

describe('transport headers', () => {
  it('sends merchant, language and accept headers; no Authorization without a token', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ status: 0 })));
    const result = await transportWith(fake.fetch).send({ url: API_PATHS.status });
    expect(result).toEqual({ data: { status: 0 }, status: 200 });
    const [call] = fake.calls;
    expect(call?.url).toBe(`${BASE}/wps/system/status`);
    expect(call?.headers.get('Merchant')).toBe('AUR01');
    expect(call?.headers.get('Language')).toBe('EN');
    expect(call?.headers.get('Accept')).toBe('application/json');
    expect(call?.headers.has('Authorization')).toBe(false);
  });

  it('adds the bearer token and the player language when present', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ sumBalance: 12.5 })));
    await transportWith(fake.fetch).send(
      { url: API_PATHS.balance },
      { token: 'tok-1', language: 'ZH-TW' },
    );
    expect(fake.calls[0]?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(fake.calls[0]?.headers.get('Language')).toBe('ZH-TW');
  });

  it('never sends the token on calls marked auth: false (login)', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ token: 'new' })));
    await transportWith(fake.fetch).send(
      { url: API_PATHS.login, method: 'POST', body: {}, auth: false },
      { token: 'old' },
    );
    expect(fake.calls[0]?.headers.has('Authorization')).toBe(false);
  });
});

describe('the token stays with the brand API origin', () => {
  it('never sends the bearer token to an absolute URL of another host', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(null)));
    const transport = transportWith(fake.fetch);
    await transport.send({ url: 'https://evil.example/collect' }, { token: 'tok-1' });
    await transport.send({ url: 'http://platform.test/wps/member/info' }, { token: 'tok-1' });
    await transport.send({ url: 'https://platform.test:8443/wps/member/info' }, { token: 'tok-1' });
    expect(fake.calls.map((call) => call.url)).toEqual([
      'https://evil.example/collect',
      'http://platform.test/wps/member/info',
      'https://platform.test:8443/wps/member/info',
    ]);
    for (const call of fake.calls) expect(call.headers.has('Authorization')).toBe(false);
  });

  it('still sends it to paths and to absolute URLs on the API origin', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(null)));
    const transport = transportWith(fake.fetch, { baseUrl: `${BASE}/gw` });
    await transport.send({ url: API_PATHS.balance }, { token: 'tok-1' });
    await transport.send({ url: `${BASE}/wps/member/info` }, { token: 'tok-1' });
    expect(fake.calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer tok-1',
      'Bearer tok-1',
    ]);
  });
});

describe('isApiOriginUrl', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves against the page for a same-origin brand: paths stay, other hosts do not', () => {
    vi.stubGlobal('location', { href: 'https://site.test/lobby' });
    expect(isApiOriginUrl('', '/wps/member/info')).toBe(true);
    expect(isApiOriginUrl('', 'https://site.test/wps/member/info')).toBe(true);
    expect(isApiOriginUrl('/gw', '/gw/wps/member/info')).toBe(true);
    for (const url of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example/x',
      ' //evil.example/x',
      '/\t/evil.example/x',
      'javascript:alert(1)',
    ])
      expect(isApiOriginUrl('', url)).toBe(false);
  });

  it('without a page only an absolute base URL defines the API origin', () => {
    expect(isApiOriginUrl(BASE, `${BASE}/wps/x`)).toBe(true);
    expect(isApiOriginUrl(BASE, 'https://evil.example/x')).toBe(false);
    expect(isApiOriginUrl('', '/wps/x')).toBe(false);
  });
});

describe('transport bodies', () => {
  it('sends JSON bodies as application/json', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(null)));
    await transportWith(fake.fetch).send({
      url: API_PATHS.feedback,
      method: 'PUT',
      body: { content: 'hi' },
    });
    expect(fake.calls[0]?.method).toBe('PUT');
    expect(fake.calls[0]?.headers.get('content-type')).toMatch(/^application\/json/);
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual({ content: 'hi' });
  });

  it('sends form bodies url-encoded (forgot password by email)', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(true)));
    await transportWith(fake.fetch).send({
      url: API_PATHS.forgotPasswordEmail,
      method: 'POST',
      form: { username: 'player1', email: 'p1@example.com' },
    });
    expect(fake.calls[0]?.headers.get('content-type')).toMatch(
      /^application\/x-www-form-urlencoded/,
    );
    expect(fake.calls[0]?.body).toBe('username=player1&email=p1%40example.com');
  });

  it('sends a FormData body as multipart, unencrypted even with the cipher on (feedback images)', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ feedbackId: 1, imageCount: 1 })));
    const form = new FormData();
    form.set('type', 'deposit');
    form.append('images', new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'a.png');
    const result = await transportWith(fake.fetch, { cipher: true }).send({
      url: API_PATHS.feedback,
      method: 'PUT',
      body: form,
      encrypted: true,
    });
    expect(result.data).toEqual({ feedbackId: 1, imageCount: 1 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(fake.calls[0]?.body).toContain('name="type"');
    expect(fake.calls[0]?.body).toContain('filename="a.png"');
  });
});

describe('envelope normalisation', () => {
  it('returns null data for a success without value and for 204', async () => {
    const fake = createFakeFetch(
      jsonResponse({ success: true, value: null, message: '', code: 0 }),
      new Response(null, { status: 204 }),
    );
    const transport = transportWith(fake.fetch);
    expect(await transport.send({ url: API_PATHS.logout, method: 'DELETE' })).toEqual({
      data: null,
      status: 200,
    });
    expect(await transport.send({ url: API_PATHS.logout, method: 'DELETE' })).toEqual({
      data: null,
      status: 204,
    });
  });

  it('turns success:false into an envelope error carrying code, message and value', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        envelope(
          { captcha: true },
          { success: false, message: 'Incorrect username or password', code: 'LOGIN_FAILED' },
        ),
      ),
    );
    const result = await transportWith(fake.fetch).send({
      url: API_PATHS.login,
      method: 'POST',
      body: {},
    });
    expect(result.error).toEqual({
      kind: 'envelope',
      status: 200,
      code: 'LOGIN_FAILED',
      message: 'Incorrect username or password',
      value: { captcha: true },
    });
  });

  it('falls back to "Unknown error" when a refusal has no message', async () => {
    const fake = createFakeFetch(
      jsonResponse({ success: false, value: null, message: '  ', code: 'X' }),
    );
    const result = await transportWith(fake.fetch).send({ url: API_PATHS.status });
    expect(result.error).toMatchObject({
      kind: 'envelope',
      code: 'X',
      message: 'Unknown error',
      messageKey: 'errors.unknown',
    });
  });

  it('reports malformed JSON and non-envelope JSON as parse errors with "Unknown error"', async () => {
    const fake = createFakeFetch(
      new Response('{"success": tru', { status: 200 }),
      jsonResponse({ data: [1, 2] }),
    );
    const transport = transportWith(fake.fetch);
    for (let round = 0; round < 2; round += 1) {
      const result = await transport.send({ url: API_PATHS.status });
      expect(result.error).toEqual({
        kind: 'parse',
        status: 200,
        message: 'Unknown error',
        messageKey: 'errors.unknown',
      });
    }
  });

  it('maps 401 to the catalogue "not logged in" text whatever the server said', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        { success: false, value: null, message: 'token expired', code: 'UNAUTHORIZED' },
        401,
      ),
    );
    const result = await transportWith(fake.fetch).send(
      { url: API_PATHS.memberInfo },
      { token: 'stale' },
    );
    expect(result.error).toEqual({
      kind: 'http',
      status: 401,
      code: 'UNAUTHORIZED',
      message: API_ERROR_MESSAGES['errors.notLoggedIn'],
      messageKey: 'errors.notLoggedIn',
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('keeps the server message of a 400 and does not retry it', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        { success: false, value: null, message: 'Unknown merchant', code: 'BAD_REQUEST' },
        400,
      ),
    );
    const result = await transportWith(fake.fetch).send({ url: API_PATHS.status });
    expect(result.error).toEqual({
      kind: 'http',
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Unknown merchant',
    });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('retries', () => {
  it('retries an idempotent GET on 5xx with growing waits, then succeeds', async () => {
    const attempts: number[] = [];
    const fake = createFakeFetch(
      new Response('<html>bad gateway</html>', { status: 502 }),
      jsonResponse({ success: false, value: null, message: 'busy', code: 'SERVER_ERROR' }, 503),
      jsonResponse(envelope({ sumBalance: 3 })),
    );
    const transport = transportWith(fake.fetch, {
      retry: {
        delayMs: (attempt) => {
          attempts.push(attempt);
          return 20 * 2 ** (attempt - 1);
        },
      },
    });
    const result = await transport.send({ url: API_PATHS.balance });
    expect(result).toEqual({ data: { sumBalance: 3 }, status: 200 });
    expect(fake.calls).toHaveLength(3);
    expect(attempts).toEqual([1, 2]);
    const [first, second, third] = fake.calls.map((call) => call.at);
    // Timers may fire a hair early; the second wait must still be about twice the first.
    expect(second! - first!).toBeGreaterThanOrEqual(18);
    expect(third! - second!).toBeGreaterThanOrEqual(38);
  });

  it('gives up after two retries with the last error', async () => {
    const fake = createFakeFetch(new Response('oops', { status: 500 }));
    const result = await transportWith(fake.fetch).send({ url: API_PATHS.whitelabel });
    expect(fake.calls).toHaveLength(3);
    expect(result.error).toEqual({
      kind: 'http',
      status: 500,
      message: 'Unknown error',
      messageKey: 'errors.unknown',
    });
  });

  it('retries GETs on network errors and 408/429, then reports the catalogue network message', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        { success: false, value: null, message: 'slow down', code: 'RATE_LIMITED' },
        429,
      ),
      new Response('', { status: 408 }),
      new TypeError('fetch failed'),
    );
    const result = await transportWith(fake.fetch).send({ url: API_PATHS.hotGames });
    expect(fake.calls).toHaveLength(3);
    expect(result.error).toEqual({
      kind: 'network',
      message: 'Network link is abnormal, please try again',
      messageKey: 'errors.network',
    });
  });

  it.each(['POST', 'PUT', 'DELETE'] as const)(
    'never retries %s (a bet or transfer must not run twice)',
    async (method) => {
      const fake = createFakeFetch(
        new Response('down', { status: 503 }),
        new TypeError('fetch failed'),
      );
      const transport = transportWith(fake.fetch);
      const httpFailure = await transport.send({
        url: API_PATHS.walletTransfer,
        method,
        body: { amount: 1 },
      });
      expect(httpFailure.error).toMatchObject({ kind: 'http', status: 503 });
      const networkFailure = await transport.send({
        url: API_PATHS.walletTransfer,
        method,
        body: { amount: 1 },
      });
      expect(networkFailure.error).toMatchObject({ kind: 'network' });
      expect(fake.calls).toHaveLength(2);
    },
  );

  it('honours a custom retry limit', async () => {
    const fake = createFakeFetch(new TypeError('fetch failed'));
    await transportWith(fake.fetch, { retry: { limit: 0 } }).send({ url: API_PATHS.status });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('timeouts and aborts', () => {
  it('reports a timeout with the catalogue text and does not retry it', async () => {
    const fake = createFakeFetch('hang');
    const started = performance.now();
    const result = await transportWith(fake.fetch, { timeoutMs: 40 }).send({
      url: API_PATHS.gameList,
    });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(result.error).toEqual({
      kind: 'timeout',
      message: 'The page took longer time to load, please check your network connectivity',
      messageKey: 'errors.timeout',
    });
    expect(fake.calls).toHaveLength(1);
  });

  it('lets one call override the brand timeout', async () => {
    const fake = createFakeFetch('hang');
    const result = await transportWith(fake.fetch, { timeoutMs: 60_000 }).send({
      url: API_PATHS.gameList,
      timeoutMs: 30,
    });
    expect(result.error?.kind).toBe('timeout');
  });

  it('reports an aborted call as a network error coded ABORTED, without retrying', async () => {
    const fake = createFakeFetch('hang');
    const controller = new AbortController();
    const pending = transportWith(fake.fetch).send(
      { url: API_PATHS.gameList },
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(), 10);
    const result = await pending;
    expect(result.error).toMatchObject({ kind: 'network', code: 'ABORTED' });
    expect(fake.calls).toHaveLength(1);
  });
});

describe('encrypted calls', () => {
  const pair = generateTestKeyPair('sim-key');
  const publicKeyAnswer = () => jsonResponse(envelope(pair.info));

  it('fetches the public key once, then posts the encrypted body with the cipher header', async () => {
    const fake = createFakeFetch(
      publicKeyAnswer(),
      jsonResponse(envelope({ token: 't1' })),
      jsonResponse(envelope({ token: 't2' })),
    );
    const transport = transportWith(fake.fetch, { cipher: true });
    const login = { username: 'player1', password: 'Player123', type: 'username' };
    expect(
      await transport.send({
        url: API_PATHS.login,
        method: 'POST',
        body: login,
        encrypted: true,
        auth: false,
      }),
    ).toEqual({
      data: { token: 't1' },
      status: 200,
    });
    await transport.send({
      url: API_PATHS.login,
      method: 'POST',
      body: login,
      encrypted: true,
      auth: false,
    });

    expect(fake.calls.map((call) => `${call.method} ${new URL(call.url).pathname}`)).toEqual([
      'GET /wps/system/publicKey',
      'POST /wps/session/login',
      'POST /wps/session/login',
    ]);
    const post = fake.calls[1]!;
    expect(post.headers.get('X-Payload-Cipher')).toBe('RSA-OAEP-256+A256GCM');
    expect(post.headers.get('Merchant')).toBe('AUR01');
    expect(post.body).not.toContain('Player123');
    expect(
      decryptBody(JSON.parse(post.body) as EncryptedBody, pair.privateKey, {
        merchant: 'AUR01',
        path: API_PATHS.login,
      }),
    ).toEqual(login);
  });

  it('sends the same call as plain JSON when the brand has api.cipher off', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ token: 't1' })));
    const transport = transportWith(fake.fetch, { cipher: false });
    expect(transport.cipher).toBeNull();
    await transport.send({
      url: API_PATHS.login,
      method: 'POST',
      body: { username: 'u' },
      encrypted: true,
    });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.headers.has('X-Payload-Cipher')).toBe(false);
    expect(JSON.parse(fake.calls[0]?.body ?? '')).toEqual({ username: 'u' });
  });

  it('on BAD_CIPHER fetches the rotated key and sends once more', async () => {
    const rotated = generateTestKeyPair('rotated');
    const fake = createFakeFetch(
      publicKeyAnswer(),
      jsonResponse(
        { success: false, value: null, message: 'Cannot decrypt', code: 'BAD_CIPHER' },
        400,
      ),
      jsonResponse(envelope(rotated.info)),
      jsonResponse(envelope({ ok: true })),
    );
    const transport = transportWith(fake.fetch, { cipher: true });
    const result = await transport.send({
      url: API_PATHS.changePassword,
      method: 'POST',
      body: { newPassword: 'N3w!pass' },
      encrypted: true,
    });
    expect(result).toEqual({ data: { ok: true }, status: 200 });
    expect(fake.calls).toHaveLength(4);
    expect(
      decryptBody(JSON.parse(fake.calls[3]!.body) as EncryptedBody, rotated.privateKey, {
        merchant: 'AUR01',
        path: API_PATHS.changePassword,
      }),
    ).toEqual({ newPassword: 'N3w!pass' });
  });

  it("reports a public key that cannot be fetched as that call's error, without sending the payload", async () => {
    const fake = createFakeFetch(new TypeError('fetch failed'));
    const transport = transportWith(fake.fetch, { cipher: true, retry: { limit: 0 } });
    const result = await transport.send({
      url: API_PATHS.login,
      method: 'POST',
      body: { password: 'x' },
      encrypted: true,
    });
    expect(result.error).toMatchObject({
      kind: 'network',
      message: API_ERROR_MESSAGES['errors.network'],
    });
    expect(fake.calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('reports an unusable public key as "Unknown error"', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ ...pair.info, spki: 'bm90IGEga2V5' })));
    const transport = transportWith(fake.fetch, { cipher: true });
    const result = await transport.send({
      url: API_PATHS.register,
      method: 'PUT',
      body: { a: 1 },
      encrypted: true,
    });
    expect(result.error).toEqual({
      kind: 'parse',
      code: 'CLIENT_CIPHER',
      message: 'Unknown error',
      messageKey: 'errors.unknown',
    });
  });
});
