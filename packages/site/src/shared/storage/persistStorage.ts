import type { Storage as PersistStorage } from 'redux-persist';
import { readStored, removeStored, writeStored, type StorageArea } from './webStorage';

type FieldKind = 'string' | 'number' | 'boolean';

/** Where redux-persist's own bookkeeping (`_persist`) goes. */
const META_SUFFIX = ':meta';

/** A redux-persist storage that keeps the slice as one serialised blob under its key (`persist:wl-ui`). */
export function blobStorage(area: StorageArea): PersistStorage {
  return {
    getItem: async (key: string) => readStored(area, key),
    setItem: async (key: string, value: string) => void writeStored(area, key, value),
    removeItem: async (key: string) => removeStored(area, key),
  };
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
 * session-storage names of the spec, readable by anything else on the page. redux-persist's own
 * bookkeeping goes under `persist:<key>:meta`.
 */
export function keyedStorage(
  fields: Record<string, FieldKind>,
  area: StorageArea = 'sessionStorage',
): PersistStorage {
  return {
    async getItem(key: string) {
      const meta = readStored(area, key + META_SUFFIX);
      if (!meta) return null;
      const state: Record<string, unknown> = { _persist: JSON.parse(meta) };
      for (const [field, kind] of Object.entries(fields)) {
        const raw = readStored(area, field);
        state[field] = raw === null ? (kind === 'boolean' ? false : null) : decode(raw, kind);
      }
      return state;
    },
    async setItem(key: string, value: unknown) {
      if (!value || typeof value !== 'object') return;
      const state = value as Record<string, unknown>;
      for (const field of Object.keys(fields)) {
        const fieldValue = state[field];
        if (fieldValue === null || fieldValue === undefined || fieldValue === false)
          removeStored(area, field);
        else writeStored(area, field, String(fieldValue));
      }
      writeStored(area, key + META_SUFFIX, JSON.stringify(state._persist ?? {}));
    },
    async removeItem(key: string) {
      for (const field of Object.keys(fields)) removeStored(area, field);
      removeStored(area, key + META_SUFFIX);
    },
  };
}
