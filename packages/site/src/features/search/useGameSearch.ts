import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Game } from '@wl/api-client';
import { useBrand } from '../../shared/brand/BrandContext';
import { PAGED_LOBBY_CATEGORIES, useGameCategories } from '../../shared/games';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { isMissingSearch, useSearchGamesQuery, useSearchLobbyGamesQuery } from './api';

/** Typing pauses this long before the platform is asked (each key is not a call). */
export const SEARCH_DEBOUNCE_MS = 200;
/** The shortest text searched for: one letter matches half the catalogue. */
export const SEARCH_MIN_LENGTH = 2;

/** `text` once it has stopped changing for `ms`. */
function useDebounced(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

export interface GameSearch {
  /** The text the games are for (trimmed, debounced). */
  searched: string;
  games: Game[];
  /** How many matched in all (more than `games` when the platform cut the list). */
  total: number;
  searching: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * Games of every vendor and category whose name contains the text: the platform's one search, or,
 * where the platform has none (it answers 404), each lobby's own name search, vendor by vendor.
 */
export function useGameSearch(text: string): GameSearch {
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const { categories } = useGameCategories();
  const searched = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  const asked = searched.length >= SEARCH_MIN_LENGTH;
  const platform = useSearchGamesQuery(asked ? { q: searched, language } : skipToken);
  const lacksSearch = isMissingSearch(platform.error);
  const lobbies = useMemo(
    () =>
      categories
        .filter(
          (entry) => PAGED_LOBBY_CATEGORIES.has(entry.category) && entry.category !== 'INHOUSE',
        )
        .flatMap((entry) =>
          entry.vendors.map((vendor) => ({
            gameType: entry.gameType,
            vassalage: vendor.vassalage,
          })),
        ),
    [categories],
  );
  const perLobby = useSearchLobbyGamesQuery(
    asked && lacksSearch
      ? { lobbies, gameName: searched, language, merchant: brand.merchantCode }
      : skipToken,
  );
  const source = lacksSearch ? perLobby : platform;
  const games = lacksSearch ? (perLobby.data ?? []) : (platform.data?.games ?? []);
  return {
    searched: asked ? searched : '',
    games: asked ? games : [],
    total: lacksSearch ? games.length : (platform.data?.total ?? 0),
    searching: asked && (source.isFetching || searched !== text.trim()),
    error: asked && !source.isFetching ? source.error : undefined,
    retry: () => void source.refetch(),
  };
}
