/**
 * Paths open without a session when the brand's access guard (`loginedToHomePage`) is on (spec), and
 * the safer-gambling page: its help organisations and the return after a self-exclusion are for
 * people who cannot sign in.
 */
export const GUARD_EXEMPT_PATHS = [
  '/login',
  '/register',
  '/register.html',
  '/helpmc',
  '/download',
  '/safer-gambling',
] as const;

/** Where the access guard sends a visitor, or `null` to let them through. */
export function guardRedirect(
  pathname: string,
  { guardOn, loggedIn }: { guardOn: boolean; loggedIn: boolean },
): string | null {
  if (!guardOn || loggedIn) return null;
  const path = pathname.replace(/\/+$/, '') || '/';
  return (GUARD_EXEMPT_PATHS as readonly string[]).includes(path) ? null : '/login';
}
