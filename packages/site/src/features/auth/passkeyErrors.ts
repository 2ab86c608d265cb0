/**
 * True when a WebAuthn ceremony ended because the player cancelled the browser's prompt or let it
 * time out (the browser says NotAllowedError; @simplewebauthn calls an abort ERROR_CEREMONY_ABORTED).
 */
export function isPasskeyPromptDismissed(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  return name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}

/** WebAuthn is there at all (the button is not shown where it is not). */
export const browserHasWebAuthn = (): boolean =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
