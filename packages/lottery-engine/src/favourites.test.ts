import { beforeEach, describe, expect, it } from 'vitest';
import {
  favouritesKey,
  isFavourite,
  readFavourites,
  toggleFavourite,
  writeFavourites,
  type StorageLike,
} from './favourites';

function memoryStorage(): StorageLike & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe('favourite lottery ids per username', () => {
  let storage: ReturnType<typeof memoryStorage>;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('adds and removes favourites per user', () => {
    expect(toggleFavourite(storage, 'alice', 11)).toEqual(['11']);
    expect(toggleFavourite(storage, 'alice', '12')).toEqual(['11', '12']);
    expect(toggleFavourite(storage, 'bob', 12)).toEqual(['12']);
    expect(isFavourite(storage, 'alice', 11)).toBe(true);
    expect(isFavourite(storage, 'bob', 11)).toBe(false);
    expect(toggleFavourite(storage, 'alice', 11)).toEqual(['12']);
    expect(readFavourites(storage, 'alice')).toEqual(['12']);
  });

  it('removes the stored entry when the last favourite goes', () => {
    toggleFavourite(storage, 'alice', 11);
    toggleFavourite(storage, 'alice', 11);
    expect(storage.data.has(favouritesKey('alice'))).toBe(false);
  });

  it('reads corrupt or foreign values as no favourites and drops bad entries', () => {
    storage.setItem(favouritesKey('alice'), '{not json');
    expect(readFavourites(storage, 'alice')).toEqual([]);
    storage.setItem(favouritesKey('alice'), '{"a":1}');
    expect(readFavourites(storage, 'alice')).toEqual([]);
    storage.setItem(favouritesKey('alice'), '[1, "1", null, {"x":1}, "7"]');
    expect(readFavourites(storage, 'alice')).toEqual(['1', '7']);
  });

  it('keeps nothing for a guest without a username', () => {
    expect(toggleFavourite(storage, '', 11)).toEqual([]);
    writeFavourites(storage, '', ['1']);
    expect(storage.data.size).toBe(0);
    expect(readFavourites(storage, '')).toEqual([]);
  });
});
