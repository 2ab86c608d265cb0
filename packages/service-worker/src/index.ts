/**
 * What the site and its service worker agree on (`src/worker.ts` is the worker itself, bundled per
 * brand by `@wl/vite-config` when the brand is stamped).
 */

/** Where the brand build puts the worker; same origin, scope `/`. */
export const SERVICE_WORKER_URL = '/sw.js';

/** The Cache Storage cache the site writes the player's language into, for the offline page. */
export const PLAYER_CACHE = 'wl-player';
/** The entry of `PLAYER_CACHE` whose body is the player's language code (`BN`, `PT-BR`). */
export const PLAYER_LANGUAGE_ENTRY = '/__wl/player-language';

/** Posted to a waiting worker when the player chooses to reload into the new version. */
export const SKIP_WAITING_MESSAGE = 'wl:skip-waiting';

/** The offline page of a language, written by the brand build for each language the brand offers. */
export function offlinePagePath(language: string): string {
  return `/offline/${language.toLowerCase()}.html`;
}

/**
 * The language of the offline page: the player's own when the brand has a page for it, otherwise
 * the brand's default.
 */
export function offlineLanguage(
  stored: string | null | undefined,
  languages: readonly string[],
  defaultLanguage: string,
): string {
  const wanted = stored?.trim().toUpperCase();
  return wanted && languages.includes(wanted) ? wanted : defaultLanguage;
}
