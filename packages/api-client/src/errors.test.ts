import { describe, expect, it } from 'vitest';
import {
  API_ERROR_KEYS,
  API_ERROR_MESSAGES,
  ApiRequestError,
  describeApiError,
  envelopeError,
  httpError,
  isApiError,
  isUnauthorizedError,
  networkError,
  timeoutError,
} from './errors';

describe('error catalogue', () => {
  it('holds the spec texts under i18n keys', () => {
    expect(API_ERROR_MESSAGES).toEqual({
      'errors.network': 'Network link is abnormal, please try again',
      'errors.timeout': 'The page took longer time to load, please check your network connectivity',
      'errors.notLoggedIn': 'You are not logged in, please login',
      'errors.unknown': 'Unknown error',
    });
    for (const key of Object.values(API_ERROR_KEYS)) expect(API_ERROR_MESSAGES[key]).toBeTruthy();
  });
});

describe('isApiError', () => {
  it('accepts ApiErrors and rejects everything else', () => {
    expect(isApiError(networkError())).toBe(true);
    expect(isApiError({ kind: 'envelope', message: 'x' })).toBe(true);
    expect(isApiError({ kind: 'other', message: 'x' })).toBe(false);
    expect(isApiError({ kind: 'http' })).toBe(false);
    expect(isApiError(new Error('boom'))).toBe(false);
    expect(isApiError(null)).toBe(false);
    expect(isApiError('network')).toBe(false);
  });
});

describe('isUnauthorizedError', () => {
  it('is true for 401 and for expired-token codes, also inside a 200 refusal', () => {
    expect(isUnauthorizedError(httpError(401))).toBe(true);
    expect(
      isUnauthorizedError(
        envelopeError({ code: 'TOKEN_EXPIRED', message: 'Session expired' }, 200),
      ),
    ).toBe(true);
    expect(isUnauthorizedError(httpError(403, { code: 'UNAUTHORIZED' }))).toBe(true);
    expect(isUnauthorizedError(httpError(400, { code: 'BAD_REQUEST' }))).toBe(false);
    expect(isUnauthorizedError(envelopeError({ code: 'LOGIN_FAILED' }))).toBe(false);
    expect(isUnauthorizedError(networkError())).toBe(false);
  });

  it('shows the catalogue text for an expired-token refusal', () => {
    expect(envelopeError({ code: 'TOKEN_EXPIRED', message: 'exp' }).message).toBe(
      'You are not logged in, please login',
    );
  });
});

describe('describeApiError', () => {
  const upper = (key: string, fallback: string) => `${key}:${fallback.toUpperCase()}`;

  it('translates catalogue messages through their key', () => {
    expect(describeApiError(timeoutError(), upper)).toBe(
      'errors.timeout:THE PAGE TOOK LONGER TIME TO LOAD, PLEASE CHECK YOUR NETWORK CONNECTIVITY',
    );
    expect(describeApiError(networkError())).toBe('Network link is abnormal, please try again');
  });

  it("shows server messages as they are (already in the Language header's language)", () => {
    expect(describeApiError(envelopeError({ message: 'Mật khẩu sai' }), upper)).toBe(
      'Mật khẩu sai',
    );
  });

  it('never returns a blank text', () => {
    expect(describeApiError(undefined)).toBe('Unknown error');
    expect(describeApiError({ name: 'Error', message: 'x' })).toBe('Unknown error');
    expect(describeApiError({ kind: 'envelope', message: ' ' }, upper)).toBe(
      'errors.unknown:UNKNOWN ERROR',
    );
  });
});

describe('ApiRequestError', () => {
  it('exposes the ApiError fields', () => {
    const error = new ApiRequestError(
      envelopeError(
        { code: 'CAPTCHA_REQUIRED', message: 'Enter the captcha', value: { captcha: true } },
        200,
      ),
    );
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toBe('Enter the captcha');
    expect([error.kind, error.status, error.code, error.value]).toEqual([
      'envelope',
      200,
      'CAPTCHA_REQUIRED',
      { captcha: true },
    ]);
  });
});

describe('httpError', () => {
  it("shows a 5xx as the catalogue's unknown error, never the failing server's own text", () => {
    const error = httpError(503, { message: 'Injected server error', code: 'UPSTREAM' });
    expect(error).toMatchObject({ kind: 'http', status: 503, code: 'UPSTREAM' });
    expect(describeApiError(error)).toBe('Unknown error');
  });

  it("keeps a 4xx refusal's own message (a rule the server explains)", () => {
    expect(describeApiError(httpError(429, { message: 'Wait a minute' }))).toBe('Wait a minute');
  });
});
