import { createContext, use } from 'react';

/**
 * True while a sign-in handed over in the address (`?handover=<code>`, features/auth) is being
 * exchanged or the signed-in player is being asked whether to switch. The access guard waits for it
 * instead of sending a guest to /login, and the public announcement waits so it never opens over the
 * question (one modal at a time).
 */
export const HandoverPendingContext = createContext(false);

export function useHandoverPending(): boolean {
  return use(HandoverPendingContext);
}
