import { useCallback, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Game } from '@wl/api-client';
import { useProtectedAction } from '../session/useProtectedAction';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { selectIsLoggedIn, selectIsTrial } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { alertShown, selectLanguage } from '../ui/uiSlice';
import { useAddFavouriteMutation, useGetFavouritesQuery, useRemoveFavouriteMutation } from './api';

/**
 * The player's favourite game ids (the spec's local id list, read from the favourites call with page
 * size 999). Empty for guests and trial users, who have no favourites.
 */
export function useFavouriteIds(): ReadonlySet<number> {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const member = loggedIn && !trial;
  const language = useAppSelector(selectLanguage);
  const { data } = useGetFavouritesQuery(member ? { language } : skipToken);
  return useMemo(
    () => new Set((member ? data : undefined)?.map((game) => game.nodeId)),
    [data, member],
  );
}

export interface FavouriteToggle {
  isFavourite: (game: Pick<Game, 'nodeId'>) => boolean;
  /** Guests get the login modal and trial users the warning, and nothing else happens. */
  toggle: (game: Game) => void;
}

/**
 * The heart on a game tile: adds or removes the favourite with the new state shown at once; a refused
 * call puts the heart back and shows the catalogue message.
 */
export function useFavouriteToggle(): FavouriteToggle {
  const dispatch = useAppDispatch();
  const ids = useFavouriteIds();
  const protect = useProtectedAction();
  const messageOf = useApiErrorMessage();
  const [add] = useAddFavouriteMutation();
  const [remove] = useRemoveFavouriteMutation();

  const isFavourite = useCallback((game: Pick<Game, 'nodeId'>) => ids.has(game.nodeId), [ids]);
  const toggle = useCallback(
    (game: Game) => {
      protect(() => {
        const call = ids.has(game.nodeId) ? remove(game) : add(game);
        call.unwrap().catch((error: unknown) => {
          dispatch(alertShown({ tone: 'warning', message: messageOf(error) }));
        });
      });
    },
    [add, dispatch, ids, messageOf, protect, remove],
  );
  // Stable while the favourites are unchanged, so tiles rendered from it are not redrawn for nothing.
  return useMemo(() => ({ isFavourite, toggle }), [isFavourite, toggle]);
}
