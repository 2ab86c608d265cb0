/** The part of `Storage` (localStorage) the favourites need; tests pass a Map-backed object. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Storage key of a user's favourite lottery ids. */
export function favouritesKey(username: string): string {
  return `lotteryFavourites:${username}`;
}

/**
 * The user's favourite lottery ids (strings, in the order they were added). Missing, corrupt or
 * non-array stored values read as no favourites; a missing username has none.
 */
export function readFavourites(storage: StorageLike, username: string): string[] {
  if (username === '') return [];
  const stored = storage.getItem(favouritesKey(username));
  if (stored === null) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    const ids = parsed
      .filter((id): id is string | number => typeof id === 'string' || typeof id === 'number')
      .map(String);
    return [...new Set(ids)];
  } catch {
    return [];
  }
}

/** Stores the user's favourite ids (an empty list removes the entry). Ignored without a username. */
export function writeFavourites(
  storage: StorageLike,
  username: string,
  ids: readonly (string | number)[],
): void {
  if (username === '') return;
  const unique = [...new Set(ids.map(String))];
  if (unique.length === 0) storage.removeItem(favouritesKey(username));
  else storage.setItem(favouritesKey(username), JSON.stringify(unique));
}

/** True when `gameId` is one of the user's favourites. */
export function isFavourite(
  storage: StorageLike,
  username: string,
  gameId: string | number,
): boolean {
  return readFavourites(storage, username).includes(String(gameId));
}

/** Adds or removes `gameId` from the user's favourites and returns the new list. */
export function toggleFavourite(
  storage: StorageLike,
  username: string,
  gameId: string | number,
): string[] {
  const id = String(gameId);
  const current = readFavourites(storage, username);
  const next = current.includes(id)
    ? current.filter((existing) => existing !== id)
    : [...current, id];
  writeFavourites(storage, username, next);
  return username === '' ? [] : next;
}
