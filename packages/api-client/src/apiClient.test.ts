import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from './contract';
import { createApiClient } from './apiClient';
import { ApiRequestError } from './errors';
import { createFakeFetch, envelope, jsonResponse } from './fakeFetch.test-helper';

const brand = {
  merchantCode: 'TGR07',
  defaultLang: 'TH' as const,
  api: { baseUrl: 'https://tiger.test', cipher: false, timeoutMs: 5_000 },
};

describe('createApiClient', () => {
  it('builds its transport from a brand and returns envelope values', async () => {
    const fake = createFakeFetch(jsonResponse(envelope({ sumBalance: 5 })));
    const client = createApiClient({ brand, fetch: fake.fetch });
    expect(client.transport.config).toMatchObject({
      baseUrl: 'https://tiger.test',
      merchantCode: 'TGR07',
      timeoutMs: 5_000,
      cipher: false,
    });
    expect(await client.get(API_PATHS.balance)).toEqual({ sumBalance: 5 });
    expect(fake.calls[0]?.headers.get('Language')).toBe('TH');
  });

  it('keeps the token given to setToken and sends it until cleared', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(null)));
    const client = createApiClient({
      baseUrl: 'https://x.test',
      merchantCode: 'AUR01',
      fetch: fake.fetch,
    });
    client.setToken('tok');
    await client.delete(API_PATHS.logout);
    client.setToken(null);
    await client.get(API_PATHS.status, { url: 'https://x.test' });
    expect(fake.calls.map((call) => call.headers.get('Authorization'))).toEqual([
      'Bearer tok',
      null,
    ]);
    expect(fake.calls[1]?.url).toBe('https://x.test/wps/system/status?url=https%3A%2F%2Fx.test');
  });

  it('reads token and language from getters when given', async () => {
    const fake = createFakeFetch(jsonResponse(envelope(1)));
    const client = createApiClient({
      brand,
      fetch: fake.fetch,
      getToken: () => 'from-store',
      getLanguage: () => 'EN',
    });
    await client.post(API_PATHS.raffleClaim, { id: 3 });
    await client.put(API_PATHS.feedback, { text: 'ok' });
    expect(
      fake.calls.map((call) => [
        call.method,
        call.headers.get('Authorization'),
        call.headers.get('Language'),
      ]),
    ).toEqual([
      ['POST', 'Bearer from-store', 'EN'],
      ['PUT', 'Bearer from-store', 'EN'],
    ]);
  });

  it('throws ApiRequestError with the refusal details', async () => {
    const fake = createFakeFetch(
      jsonResponse(
        envelope(
          { captcha: true },
          { success: false, code: 'CAPTCHA_REQUIRED', message: 'Please enter the captcha' },
        ),
      ),
    );
    const client = createApiClient({ brand, fetch: fake.fetch });
    const failure = await client
      .post(API_PATHS.login, { username: 'u' }, { auth: false })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiRequestError);
    expect((failure as ApiRequestError).error).toMatchObject({
      code: 'CAPTCHA_REQUIRED',
      value: { captcha: true },
    });
  });

  it('send() never throws', async () => {
    const fake = createFakeFetch(new TypeError('fetch failed'));
    const client = createApiClient({ brand, fetch: fake.fetch, retry: { limit: 0 } });
    expect((await client.send({ url: API_PATHS.status })).error?.kind).toBe('network');
  });

  it('calls onUnauthorized once for concurrent 401s', async () => {
    const fake = createFakeFetch(
      jsonResponse({ success: false, value: null, message: '', code: 'UNAUTHORIZED' }, 401),
    );
    const onUnauthorized = vi.fn();
    const client = createApiClient({ brand, fetch: fake.fetch, onUnauthorized });
    client.setToken('dead');
    const results = await Promise.all(
      Array.from({ length: 5 }, () => client.send({ url: API_PATHS.memberInfo })),
    );
    expect(results.every((result) => result.error?.status === 401)).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });
});
