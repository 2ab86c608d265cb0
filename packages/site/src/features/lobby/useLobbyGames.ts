import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Game, GameType } from '@wl/api-client';
import {
  useGetGameListInfiniteQuery,
  releaseArrivalLobbyList,
  useGetRecentGamesInfiniteQuery,
  type GameListArgs,
} from '../../shared/games';
import { gameClassifyFor, matchesListFilters, type LobbyListState } from './listState';

export interface LobbyGamesArgs {
  gameType: GameType;
  vassalage: string;
  list: LobbyListState;
  language: string;
  merchant: string;
  /** Favourites and recents are asked for only for a real account. */
  member: boolean;
}

export interface LobbyGames {
  games: Game[];
  /** First page of this list on its way (skeletons). */
  isLoading: boolean;
  hasMore: boolean;
  loadMore: () => Promise<unknown>;
  /** The first page failed (nothing to show). */
  failed: boolean;
  /** A later page failed (the loaded games stay). */
  moreFailed: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The games of one lobby list: the platform's game list (all, hot, favourites, a classify filter;
 * 42 a page) or the player's recent games, page by page. Any change of the arguments is a new list
 * that starts again at page 1.
 */
export function useLobbyGames({
  gameType,
  vassalage,
  list,
  language,
  merchant,
  member,
}: LobbyGamesArgs): LobbyGames {
  const recent = list.mode === 'recent';
  const listArgs: GameListArgs | typeof skipToken =
    recent || (list.mode === 'fav' && !member) || !vassalage
      ? skipToken
      : {
          gameType,
          vassalage,
          gameClassify: gameClassifyFor(list),
          minBet: list.minBet,
          gameName: list.search,
          language,
          merchant,
        };
  const lobby = useGetGameListInfiniteQuery(listArgs);
  const recents = useGetRecentGamesInfiniteQuery(
    recent && member && vassalage ? { vassalage, language } : skipToken,
  );
  const source = recent ? recents : lobby;
  // Subscribed now (the query hooks' own effects ran first): the page's first calls let go of theirs.
  useEffect(() => releaseArrivalLobbyList(), []);

  const lobbyPages = lobby.data?.pages;
  const recentPages = recents.data?.pages;
  const games = useMemo(() => {
    if (recent)
      return (recentPages ?? [])
        .flatMap((page) => page.list)
        .filter((g) => matchesListFilters(g, list));
    return (lobbyPages ?? []).flatMap((page) => page.games);
  }, [lobbyPages, list, recent, recentPages]);

  const hasData = recent ? recentPages !== undefined : lobbyPages !== undefined;
  const { fetchNextPage, refetch } = source;
  return {
    games,
    isLoading: source.isLoading || (source.isFetching && !hasData),
    hasMore: Boolean(source.hasNextPage) && !source.isError,
    loadMore: fetchNextPage,
    failed: source.isError && !hasData,
    moreFailed: source.isError && hasData,
    error: source.error,
    retry: () => void (hasData ? fetchNextPage() : refetch()),
  };
}
