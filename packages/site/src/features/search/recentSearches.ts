import { readStored, writeStored } from '../../shared/storage/webStorage';

/** Recent searches kept per player on this device, newest first. */
export const RECENT_SEARCHES_KEPT = 8;
const KEY_PREFIX = 'wl-search-recent';

/** The device's list for one player of one merchant (a guest has a list of their own). */
export function recentSearchesKey(merchantCode: string, username: string | null): string {
  return `${KEY_PREFIX}:${merchantCode}:${username ?? ''}`;
}

export function readRecentSearches(key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(readStored('localStorage', key) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string' && item.trim() !== '')
      : [];
  } catch {
    return []; // not ours or broken: start again
  }
}

/** Puts `text` first (once, any case), keeps the newest `RECENT_SEARCHES_KEPT`; returns the list. */
export function rememberSearch(key: string, text: string): string[] {
  const trimmed = text.trim();
  if (!trimmed) return readRecentSearches(key);
  const list = [
    trimmed,
    ...readRecentSearches(key).filter(
      (item) => item.toLocaleLowerCase() !== trimmed.toLocaleLowerCase(),
    ),
  ].slice(0, RECENT_SEARCHES_KEPT);
  writeStored('localStorage', key, JSON.stringify(list));
  return list;
}

export function clearRecentSearches(key: string): void {
  writeStored('localStorage', key, '[]');
}
