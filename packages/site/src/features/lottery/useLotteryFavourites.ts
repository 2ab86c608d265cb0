import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import {
  favouritesKey,
  readFavourites,
  toggleFavourite,
  writeFavourites,
  type StorageLike,
} from '@wl/lottery-engine';
import { selectSession } from '../../shared/session/sessionSlice';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import { useAppSelector } from '../../shared/store/hooks';
import { readStored, removeStored, writeStored } from '../../shared/storage/webStorage';

// Same-tab changes (the storage event only reports other tabs).
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * localStorage through the shared helpers (they never throw); where it is unavailable (privacy
 * modes) favourites last this visit, in memory.
 */
const memory = new Map<string, string>();
const favouritesStorage: StorageLike = {
  getItem: (key) => readStored('localStorage', key) ?? memory.get(key) ?? null,
  setItem: (key, value) => {
    if (writeStored('localStorage', key, value)) memory.delete(key);
    else memory.set(key, value);
  },
  removeItem: (key) => {
    removeStored('localStorage', key);
    memory.delete(key);
  },
};

export interface LotteryFavourites {
  ids: readonly string[];
  isFavourite: (gameId: number) => boolean;
  /** Members only: a guest gets the login modal, a trial user the real-account warning. */
  toggle: (gameId: number) => void;
}

/** The player's favourite lotteries, kept in this browser per username (spec), through the engine. */
export function useLotteryFavourites(): LotteryFavourites {
  const session = useAppSelector(selectSession);
  const username = session.token ? (session.username ?? session.account ?? '') : '';
  const guard = useProtectedAction();
  const stored = useSyncExternalStore(subscribe, () =>
    username ? favouritesStorage.getItem(favouritesKey(username)) : null,
  );
  // The engine reads the stored snapshot (a read-only view of it), so the ids follow each change.
  const ids = useMemo(
    () =>
      readFavourites(
        { getItem: () => stored, setItem: () => undefined, removeItem: () => undefined },
        username,
      ),
    [stored, username],
  );
  useEffect(() => {
    // Bad JSON or foreign values under the key: it is rewritten with what could be read (or removed).
    if (stored !== null && stored !== JSON.stringify(ids)) {
      writeFavourites(favouritesStorage, username, ids);
      for (const notify of [...listeners]) notify();
    }
  }, [stored, ids, username]);
  const toggle = useCallback(
    (gameId: number) => {
      guard(() => {
        toggleFavourite(favouritesStorage, username, gameId);
        for (const notify of [...listeners]) notify();
      });
    },
    [guard, username],
  );
  return useMemo(
    () => ({ ids, isFavourite: (gameId: number) => ids.includes(String(gameId)), toggle }),
    [ids, toggle],
  );
}
