/** The two Web Storage areas the site uses. */
export type StorageArea = 'localStorage' | 'sessionStorage';

/**
 * The Web Storage area, or `null` where there is none: no window (SSR, Node), or the browser refuses
 * access (privacy modes, sandboxed frames throw on the property read itself).
 */
export function storageArea(area: StorageArea): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[area];
  } catch {
    return null;
  }
}

/** The stored text under `key`, or `null` when there is none or storage is unavailable. */
export function readStored(area: StorageArea, key: string): string | null {
  try {
    return storageArea(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when storage is unavailable or full (the value lasts this visit only). */
export function writeStored(area: StorageArea, key: string, value: string): boolean {
  const storage = storageArea(area);
  if (!storage) return false;
  try {
    storage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function removeStored(area: StorageArea, key: string): void {
  try {
    storageArea(area)?.removeItem(key);
  } catch {
    // unavailable: nothing to remove
  }
}
