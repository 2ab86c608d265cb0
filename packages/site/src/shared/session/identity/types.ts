/** The social networks a brand can offer (brand.identityProvider.buttons). */
export type SocialProvider = 'facebook' | 'google' | 'telegram';

/** Display names: also the `{{provider}}` of "Continue with {{provider}}" (proper names, not translated). */
export const SOCIAL_PROVIDER_NAMES: Record<SocialProvider, string> = {
  facebook: 'Facebook',
  google: 'Google',
  telegram: 'Telegram',
};

/** What the identity provider vouches for after the player chose an account: exchanged for a platform token. */
export interface IdentityCredential {
  provider: SocialProvider;
  /** The provider's signed ID token (Firebase ID token, or the local provider's token). */
  idToken: string;
}

export interface IdentitySmsTarget {
  mobileNum: string;
  /** Digits only, e.g. `84`. */
  countryDialingCode: string;
}

/**
 * SMS codes sent by the identity provider instead of the platform (brand.identityProvider.smsLogin):
 * the login then carries `firebaseChannel: 'sms'` and the `firebaseIdToken` the code confirmed.
 */
export interface IdentitySms {
  /** Sends the code; the countdown is always 60 s (spec). */
  sendCode(target: IdentitySmsTarget): Promise<void>;
  /** Confirms the code the player typed; resolves with the ID token for the platform login. */
  confirmCode(code: string): Promise<string>;
}

/**
 * One sign-in backend behind the social buttons. Adapters: `local` (the simulator's provider page in a
 * popup), `none` (no buttons); a `firebase` adapter can be added behind the same interface.
 * Failures reject with an {@link IdentityProviderError}.
 */
export interface IdentityProvider {
  readonly kind: 'none' | 'local' | 'firebase';
  /** The buttons to show, in brand order. */
  readonly buttons: readonly SocialProvider[];
  signIn(provider: SocialProvider): Promise<IdentityCredential>;
  /** Present only when the provider sends login SMS codes. */
  readonly sms?: IdentitySms;
}

/** Adapter-independent failure codes; each maps to a catalogue message (see `identityErrorMessageKey`). */
export const IDENTITY_ERROR_CODES = [
  'popup-blocked',
  'popup-closed',
  'invalid-phone-format',
  'invalid-phone',
  'missing-phone',
  'too-many-requests',
  'invalid-code',
  'code-expired',
  'captcha-failed',
  'quota-exceeded',
  'operation-not-allowed',
  'unknown',
] as const;
export type IdentityErrorCode = (typeof IDENTITY_ERROR_CODES)[number];

export class IdentityProviderError extends Error {
  readonly code: IdentityErrorCode;

  constructor(code: IdentityErrorCode, detail?: string) {
    super(detail ?? code);
    this.name = 'IdentityProviderError';
    this.code = code;
  }
}

export function isIdentityProviderError(error: unknown): error is IdentityProviderError {
  return error instanceof IdentityProviderError;
}
