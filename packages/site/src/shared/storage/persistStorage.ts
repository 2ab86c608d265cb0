import type { Storage as PersistStorage } from 'redux-persist';

type FieldKind = 'string' | 'number' | 'boolean';

/** Where redux-persist's own bookkeeping (`_persist`) goes. */
const META_SUFFIX = ':meta';

function area(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

function decode(raw: string, kind: FieldKind): unknown {
  if (kind === 'string') return raw;
  if (kind === 'number') {
    const value = Number(raw);
    return Number.isFinite(value) ? value : null;
  }
  return raw === 'true' || raw === '1';
}

/**
 * A redux-persist storage (use with `serialize: false`) that keeps each field of a slice under its
 * own key, as plain text: `token`, `merchantCode`, `isAgent` (a number), ... exactly the
 * session-storage names of the spec, readable by anything else on the page.
 */
export function keyedStorage(fields: Record<string, FieldKind>, storageArea: 'localStorage' | 'sessionStorage' = 'sessionStorage'): PersistStorage {
  return {
    async getItem(key: string) {
      const store = area(storageArea);
      const meta = store?.getItem(key + META_SUFFIX);
      if (!store || !meta) return null;
      const state: Record<string, unknown> = { _persist: JSON.parse(meta) };
      for (const [field, kind] of Object.entries(fields)) {
        const raw = store.getItem(field);
        state[field] = raw === null ? (kind === 'boolean' ? false : null) : decode(raw, kind);
      }
      return state;
    },
    async setItem(key: string, value: unknown) {
      const store = area(storageArea);
      if (!store || !value || typeof value !== 'object') return;
      const state = value as Record<string, unknown>;
      for (const field of Object.keys(fields)) {
        const fieldValue = state[field];
        if (fieldValue === null || fieldValue === undefined || fieldValue === false) store.removeItem(field);
        else store.setItem(field, String(fieldValue));
      }
      store.setItem(key + META_SUFFIX, JSON.stringify(state._persist ?? {}));
    },
    async removeItem(key: string) {
      const store = area(storageArea);
      if (!store) return;
      for (const field of Object.keys(fields)) store.removeItem(field);
      store.removeItem(key + META_SUFFIX);
    },
  };
}
