import { IDENTITY_ERROR_CODES, type IdentityErrorCode } from './types';

/**
 * Provider error codes (Firebase Auth's `auth/...` names and the local provider's names) to ours, so a
 * future Firebase adapter reuses the catalogue texts unchanged.
 */
const PROVIDER_CODES: Record<string, IdentityErrorCode> = {
  'auth/popup-blocked': 'popup-blocked',
  'auth/popup-closed-by-user': 'popup-closed',
  'auth/cancelled-popup-request': 'popup-closed',
  'auth/user-cancelled': 'popup-closed',
  'auth/invalid-phone-number': 'invalid-phone-format',
  'auth/missing-phone-number': 'missing-phone',
  'auth/too-many-requests': 'too-many-requests',
  'auth/invalid-verification-code': 'invalid-code',
  'auth/missing-verification-code': 'invalid-code',
  'auth/code-expired': 'code-expired',
  'auth/captcha-check-failed': 'captcha-failed',
  'auth/quota-exceeded': 'quota-exceeded',
  'auth/operation-not-allowed': 'operation-not-allowed',
};

export function identityErrorCode(raw: unknown): IdentityErrorCode {
  if (typeof raw !== 'string') return 'unknown';
  if ((IDENTITY_ERROR_CODES as readonly string[]).includes(raw)) return raw as IdentityErrorCode;
  return PROVIDER_CODES[raw] ?? 'unknown';
}

/** The catalogue text of each failure, as `namespace:key` for i18next. */
export const IDENTITY_ERROR_MESSAGE_KEYS: Record<IdentityErrorCode, string> = {
  'popup-blocked': 'common:errors.popupBlocked',
  'popup-closed': 'auth:identityProvider.popupClosed',
  'invalid-phone-format': 'auth:identityProvider.invalidPhoneFormat',
  'invalid-phone': 'auth:identityProvider.enterValidPhone',
  'missing-phone': 'auth:identityProvider.missingPhone',
  'too-many-requests': 'auth:identityProvider.tooManyRequests',
  'invalid-code': 'auth:identityProvider.invalidCode',
  'code-expired': 'auth:identityProvider.codeExpired',
  'captcha-failed': 'auth:identityProvider.captchaFailed',
  'quota-exceeded': 'auth:identityProvider.quotaExceeded',
  'operation-not-allowed': 'auth:identityProvider.operationNotAllowed',
  unknown: 'auth:identityProvider.unknown',
};
