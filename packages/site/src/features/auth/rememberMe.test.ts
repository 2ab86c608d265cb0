import { afterEach, describe, expect, it } from 'vitest';
import {
  LAST_USER_KEY,
  LOGIN_TYPE_SMS_KEY,
  rememberedSms,
  rememberedUsername,
  rememberUsername,
} from './rememberMe';

afterEach(() => localStorage.clear());

describe('remember-me over corrupt storage', () => {
  it('reads a remembered username back within the day', () => {
    rememberUsername('player01', 1_000);
    expect(rememberedUsername(2_000)).toBe('player01');
  });

  it.each([
    ['bad JSON', '{"value":"player01",'],
    ['a foreign shape', JSON.stringify(['player01'])],
    ['a number for the name', JSON.stringify({ value: 42, expiresAt: 9e15 })],
    ['no expiry', JSON.stringify({ value: 'player01' })],
    ['null', 'null'],
  ])('forgets %s under lastUser and removes the key', (_case, raw) => {
    localStorage.setItem(LAST_USER_KEY, raw);
    expect(rememberedUsername()).toBeNull();
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
  });

  it('forgets a foreign SMS target and removes the key', () => {
    localStorage.setItem(
      LOGIN_TYPE_SMS_KEY,
      JSON.stringify({ value: { mobileNum: '', countryDialingCode: 84 }, expiresAt: 9e15 }),
    );
    expect(rememberedSms()).toBeNull();
    expect(localStorage.getItem(LOGIN_TYPE_SMS_KEY)).toBeNull();
  });
});
