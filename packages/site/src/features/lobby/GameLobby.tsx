import { useCallback, useEffect, useMemo, useReducer } from 'react';
import type { Game, GameType, VendorLaneCard } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { EmptyState, GameGrid, Loader, VendorTabPanel, VendorTabs, vars } from '@wl/ui-kit';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { LOBBY_VENDOR_PARAM, lobbyVendorOf, useGameTiles } from '../../shared/games';
import { selectIsLoggedIn, selectIsTrial } from '../../shared/session/sessionSlice';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import {
  INITIAL_LIST_STATE,
  MEMBER_MODES,
  lobbyListReducer,
  type ListMode,
  type LobbyListState,
} from './listState';
import { LobbyToolbar } from './LobbyToolbar';
import { PvpRooms } from './PvpRooms';
import { useLobbyGames } from './useLobbyGames';

/** The query parameter that names the selected vendor (spec: `/rng?page=<vendor>`). */
export const VENDOR_PARAM = LOBBY_VENDOR_PARAM;
const PANEL_ID = 'lobby-vendor-games';

const MoreFailed = styled.div`
  margin-top: ${vars.space.md};
`;

export interface GameLobbyProps {
  gameType: GameType;
  vendors: readonly VendorLaneCard[];
  /** RNG and in-house lobbies offer the min-bet and classify filters. */
  filters: boolean;
  /** Card-game lobbies show the vendor's rooms. */
  rooms: boolean;
}

const keyOfGame = (game: Game) => game.nodeId;

function emptyKey(list: LobbyListState): string {
  if (list.search) return 'empty.search';
  if (list.mode !== 'all') return `empty.${list.mode}`;
  if (list.minBet > 0 || list.classify !== 'ALL') return 'empty.filtered';
  return 'empty.all';
}

/**
 * A paginated lobby (RNG, in-house, PVP, live, fishing): vendor tabs kept in `?page=`, the list switch,
 * search and filters, the PVP rooms, and the virtualised game grid that appends 42 games a page.
 */
export function GameLobby({ gameType, vendors, filters, rooms }: GameLobbyProps) {
  const { t } = useTranslation(['lobby', 'common']);
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const member = loggedIn && !trial;
  const protect = useProtectedAction();
  const [params, setParams] = useSearchParams();
  const vendor = lobbyVendorOf(vendors, params.get(VENDOR_PARAM));
  const [state, dispatch] = useReducer(lobbyListReducer, INITIAL_LIST_STATE);
  // A guest (or a player who just signed out) never sees a members-only list.
  const membersOnly = !member && MEMBER_MODES.has(state.mode);
  const list: LobbyListState = membersOnly ? { ...state, mode: 'all' } : state;
  useEffect(() => {
    if (membersOnly) dispatch({ type: 'modeChosen', mode: 'all' });
  }, [membersOnly]);

  // The game names are the headings right under the lobby's h1.
  const { renderTile, launching, launch } = useGameTiles({ headingLevel: 2 });
  const renderGame = useCallback((game: Game) => renderTile(game), [renderTile]);
  const vendorTabs = useMemo(
    () => vendors.map((v) => ({ code: v.vassalage, name: v.displayName, iconUrl: v.iconUrl })),
    [vendors],
  );
  const games = useLobbyGames({
    gameType,
    vassalage: vendor?.vassalage ?? '',
    list,
    language,
    merchant: brand.merchantCode,
    member,
  });

  const chooseMode = useCallback(
    (mode: ListMode) => {
      if (MEMBER_MODES.has(mode) && mode !== list.mode) {
        protect(() => dispatch({ type: 'modeChosen', mode }));
        return;
      }
      dispatch({ type: 'modeChosen', mode });
    },
    [list.mode, protect],
  );

  const chooseVendor = (code: string) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        next.set(VENDOR_PARAM, code);
        return next;
      },
      { replace: true },
    );

  if (!vendor) return <EmptyState title={t('vendors.none')} />;
  const listLabel = t('vendors.games', { vendor: vendor.displayName });

  return (
    <>
      <VendorTabs
        vendors={vendorTabs}
        value={vendor.vassalage}
        onChange={chooseVendor}
        panelId={PANEL_ID}
        label={t('vendors.label')}
        previousLabel={t('vendors.previous')}
        nextLabel={t('vendors.next')}
      />
      <VendorTabPanel id={PANEL_ID} value={vendor.vassalage}>
        <LobbyToolbar
          state={list}
          onModeChosen={chooseMode}
          dispatch={dispatch}
          showFilters={filters}
          listLabel={listLabel}
        />
        {rooms ? (
          <PvpRooms
            vassalage={vendor.vassalage}
            busy={launching}
            onJoin={(room) =>
              void launch({
                gameType,
                vassalage: room.vassalage,
                roomId: room.roomId,
                gameName: room.roomName,
              })
            }
          />
        ) : null}
        {games.failed ? (
          <QueryFailure error={games.error} onRetry={games.retry} />
        ) : (
          <GameGrid
            items={games.games}
            getItemKey={keyOfGame}
            renderItem={renderGame}
            label={listLabel}
            loading={games.isLoading}
            loadingLabel={t('grid.loading')}
            hasMore={games.hasMore}
            onLoadMore={games.loadMore}
            loadMoreLabel={t('grid.loadMore')}
            loadingMoreLabel={t('grid.loadingMore')}
            noMoreText={t('grid.noMore')}
            empty={
              <EmptyState
                title={t(emptyKey(list), { query: list.search })}
                description={list.mode === 'fav' ? t('empty.favHint') : undefined}
              />
            }
          />
        )}
        {games.moreFailed ? (
          <MoreFailed>
            <QueryFailure error={games.error} onRetry={games.retry} />
          </MoreFailed>
        ) : null}
      </VendorTabPanel>
      {launching ? <Loader fullScreen label={t('launching')} /> : null}
    </>
  );
}
