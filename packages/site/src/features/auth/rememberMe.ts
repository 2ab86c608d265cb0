import { readStored, removeStored, writeStored } from '../../shared/storage/webStorage';

/**
 * Remember-me docs/architecture.md: never a password. Keeps the username (username tab) or the
 * mobile number and dialing code (SMS tab) for one day, under the spec's names `lastUser` and
 * `loginTypeSms`, each with its expiry time; expired entries are removed when read.
 */
export const REMEMBER_ME_TTL_MS = 24 * 60 * 60 * 1000;
export const LAST_USER_KEY = 'lastUser';
export const LOGIN_TYPE_SMS_KEY = 'loginTypeSms';

export interface RememberedSms {
  mobileNum: string;
  countryDialingCode: string;
}

interface Stored<T> {
  value: T;
  expiresAt: number;
}

function read<T>(key: string, isValue: (value: unknown) => value is T, now: number): T | null {
  const raw = readStored('localStorage', key);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<Stored<unknown>>;
    if (typeof stored.expiresAt === 'number' && stored.expiresAt > now && isValue(stored.value))
      return stored.value;
  } catch {
    // unreadable: forget it
  }
  removeStored('localStorage', key);
  return null;
}

/** Storage full or unavailable: nothing is remembered. */
function write<T>(key: string, value: T, now: number) {
  writeStored(
    'localStorage',
    key,
    JSON.stringify({ value, expiresAt: now + REMEMBER_ME_TTL_MS } satisfies Stored<T>),
  );
}

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isSms = (value: unknown): value is RememberedSms =>
  typeof value === 'object' &&
  value !== null &&
  isString((value as RememberedSms).mobileNum) &&
  typeof (value as RememberedSms).countryDialingCode === 'string';

export function rememberedUsername(now = Date.now()): string | null {
  return read(LAST_USER_KEY, isString, now);
}

export function rememberedSms(now = Date.now()): RememberedSms | null {
  return read(LOGIN_TYPE_SMS_KEY, isSms, now);
}

export function rememberUsername(username: string | null, now = Date.now()) {
  if (username) write(LAST_USER_KEY, username, now);
  else removeStored('localStorage', LAST_USER_KEY);
}

export function rememberSms(target: RememberedSms | null, now = Date.now()) {
  if (target) write(LOGIN_TYPE_SMS_KEY, target, now);
  else removeStored('localStorage', LOGIN_TYPE_SMS_KEY);
}
