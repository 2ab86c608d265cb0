/**
 * Makes a burst of 401s count once. Every call takes a ticket when it starts; when a 401 comes
 * back, only the first one that started after the previous handling — and that was sent with the
 * session token still current — is reported. Five concurrent calls that fail together open the
 * login modal once; a later protected action after the modal was dismissed opens it again; a
 * late 401 from a session that was already replaced by a new login never clears the new one.
 */
export interface UnauthorizedGate {
  /** Ticket for a call that is about to be sent. */
  begin(): number;
  /** True when this failed call should clear the session and open the login modal. */
  claim(
    ticket: number,
    sentToken: string | null | undefined,
    currentToken: string | null | undefined,
  ): boolean;
}

export function createUnauthorizedGate(): UnauthorizedGate {
  let issued = 0;
  let handledUpTo = 0;
  return {
    begin() {
      issued += 1;
      return issued;
    },
    claim(ticket, sentToken, currentToken) {
      if (ticket <= handledUpTo) return false;
      if ((sentToken ?? null) !== (currentToken ?? null)) return false;
      handledUpTo = issued;
      return true;
    },
  };
}
