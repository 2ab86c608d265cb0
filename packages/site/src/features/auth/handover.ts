/**
 * A sign-in handed over in the address (`/?handover=<code>`): a one-time code of the platform
 * (`POST /wps/session/handover`), never the session token itself. The code leaves the address before
 * anything else runs, so it never reaches the history, a bookmark or the Referer of a call.
 */

/** Query parameter of a handover code. */
export const HANDOVER_PARAM = 'handover';

/**
 * Query parameter the site once took as a session token. No longer trusted: a token in a link signs
 * whoever opens it in as someone else (login CSRF) and stays in history and logs. It is removed from
 * the address and ignored.
 */
export const LEGACY_TOKEN_PARAM = 'token';

export interface TakenHandover {
  /** The handover code, or null when the address had none. */
  code: string | null;
  /** The address without the handover code and any legacy token (path, query and hash). */
  address: string;
  /** True when the address carried either parameter and so had to change. */
  changed: boolean;
}

/** Splits a handover code (and a legacy token) off an address such as `/lottery?handover=abc#top`. */
export function takeHandoverCode(address: string): TakenHandover {
  const url = new URL(address, 'http://address.invalid');
  const params = url.searchParams;
  const changed = params.has(HANDOVER_PARAM) || params.has(LEGACY_TOKEN_PARAM);
  const code = params.get(HANDOVER_PARAM)?.trim() || null;
  params.delete(HANDOVER_PARAM);
  params.delete(LEGACY_TOKEN_PARAM);
  if (!changed) return { code, address, changed };
  const query = params.toString();
  return { code, address: `${url.pathname}${query ? `?${query}` : ''}${url.hash}`, changed };
}

/**
 * At start, before the router reads the address and before any call: takes the handover code out of
 * the address bar (history replace, so the address with the code is not in the history) and answers it.
 */
export function takeHandoverCodeFromAddressBar(win: Window = window): string | null {
  const { pathname, search, hash } = win.location;
  const taken = takeHandoverCode(`${pathname}${search}${hash}`);
  if (taken.changed) win.history.replaceState(win.history.state, '', taken.address);
  return taken.code;
}
