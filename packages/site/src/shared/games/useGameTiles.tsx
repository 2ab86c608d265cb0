import { useCallback, useMemo, type ReactNode } from 'react';
import type { Game } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { GameTile } from '@wl/ui-kit';
import { useLocation } from 'react-router-dom';
import { useGetVendorLanesQuery } from './api';
import { categoryOfRoute } from './categories';
import { isLotteryGame } from './launchDecision';
import { useFavouriteToggle } from './useFavourites';
import { useLaunchGame, type LaunchGameControls, type LaunchOutcome } from './useLaunchGame';

/** Vendor code -> its icon, from the vendor lanes (cached once for the whole site). */
export function useVendorIcons(): ReadonlyMap<string, string> {
  const { data: lanes } = useGetVendorLanesQuery();
  return useMemo(
    () =>
      new Map(
        (lanes ?? []).flatMap((lane) => lane.cards.map((card) => [card.vassalage, card.iconUrl])),
      ),
    [lanes],
  );
}

export interface GameTiles {
  /** A wired `GameTile` for `game` (for `GameGrid.renderItem` and other lists). */
  renderTile: (game: Game, size?: 'md' | 'lg') => ReactNode;
  launching: boolean;
  launch: LaunchGameControls['launch'];
}

/**
 * Game tiles with everything wired once per list: play now and free trial (only when supportPlay is 0)
 * through `useLaunchGame`, the vendor icon, and the favourite heart — shown only on lobby routes and
 * never for lottery games (spec) — through `useFavouriteToggle`.
 */
export interface GameTilesOptions {
  /** Told after each play or free-trial press (e.g. the vendor popup closes unless it failed). */
  onLaunched?: (outcome: LaunchOutcome) => void;
  /** The tiles' heading level: 2 in a list right under the page's h1 (a lobby), 3 otherwise. */
  headingLevel?: 2 | 3;
}

export function useGameTiles({ onLaunched, headingLevel }: GameTilesOptions = {}): GameTiles {
  const { t } = useTranslation('lobby');
  const { pathname } = useLocation();
  const onLobbyRoute = categoryOfRoute(pathname) !== undefined;
  const { launch, launching } = useLaunchGame();
  const favourites = useFavouriteToggle();
  const vendorIcons = useVendorIcons();

  const renderTile = useCallback(
    (game: Game, size: 'md' | 'lg' = 'md') => {
      const heart = onLobbyRoute && !isLotteryGame(game);
      return (
        <GameTile
          size={size}
          headingLevel={headingLevel}
          name={game.gameName}
          imageUrl={size === 'lg' ? game.lagerIcon || game.iconUrl : game.iconUrl}
          vendorName={game.nodeName || game.vassalage}
          vendorIconUrl={vendorIcons.get(game.vassalage)}
          supportPlay={game.supportPlay}
          showFavourite={heart}
          favourite={heart && favourites.isFavourite(game)}
          onToggleFavourite={heart ? () => favourites.toggle(game) : undefined}
          onPlay={() => void launch(game).then(onLaunched)}
          onTrial={() => void launch(game, { demo: true }).then(onLaunched)}
          playLabel={t('tile.playNow')}
          trialLabel={t('tile.freeTrial')}
          favouriteLabel={(name) => t('tile.favourite', { name })}
        />
      );
    },
    [favourites, headingLevel, launch, onLaunched, onLobbyRoute, t, vendorIcons],
  );

  return { renderTile, launching, launch };
}
