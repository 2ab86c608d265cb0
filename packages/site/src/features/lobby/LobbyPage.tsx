import { useTranslation } from '@wl/i18n';
import { EmptyState, GameGrid, vars } from '@wl/ui-kit';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import {
  categoryOfRoute,
  useGameCategories,
  useLaunchGame,
  type GameCategoryName,
} from '../../shared/games';
import { GameLobby } from './GameLobby';
import { VendorCards } from './VendorCards';

/** The lobby routes this feature serves (spec): one category each. */
export const LOBBY_CATEGORIES = [
  'RNG',
  'PVP',
  'LIVE',
  'FISH',
  'SPORTS',
  'ESPORTS',
  'INHOUSE',
] as const satisfies readonly GameCategoryName[];
export type LobbyCategory = (typeof LOBBY_CATEGORIES)[number];

const VENDOR_CARD_LOBBIES: ReadonlySet<LobbyCategory> = new Set<LobbyCategory>([
  'SPORTS',
  'ESPORTS',
]);
const FILTER_LOBBIES: ReadonlySet<LobbyCategory> = new Set<LobbyCategory>(['RNG', 'INHOUSE']);

const Title = styled.h1`
  margin: 0 0 ${vars.space.md};
  font-size: 24px;
`;

const TabsSkeleton = styled.div`
  height: 44px;
  margin-bottom: ${vars.space.md};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.skeleton};
`;

function isLobbyCategory(value: GameCategoryName | undefined): value is LobbyCategory {
  return (LOBBY_CATEGORIES as readonly string[]).includes(value ?? '');
}

/** `/rng`, `/pvp`, `/live`, `/fish`, `/sports`, `/esports`, `/inhouse`: the category's lobby. */
export function LobbyPage() {
  const { pathname } = useLocation();
  const category = categoryOfRoute(pathname);
  if (!isLobbyCategory(category)) return null;
  // A new category is a new lobby: list mode, search and filters start afresh.
  return <CategoryLobby key={category} category={category} />;
}

function CategoryLobby({ category }: { category: LobbyCategory }) {
  const { t } = useTranslation(['lobby', 'games', 'common']);
  const { categories, isLoading, error, refetch } = useGameCategories();
  const { launchVendor, launching } = useLaunchGame();
  const title = t(`games:categories.${category}`);
  const entry = categories.find((c) => c.category === category);

  let body;
  if (isLoading) {
    body = (
      <>
        <TabsSkeleton aria-hidden="true" />
        <GameGrid
          items={[]}
          getItemKey={() => ''}
          renderItem={() => null}
          label={title}
          loading
          loadingLabel={t('grid.loading')}
        />
      </>
    );
  } else if (error) {
    body = <QueryFailure error={error} onRetry={() => void refetch()} />;
  } else if (!entry) {
    body = (
      <EmptyState
        title={t('vendors.none')}
        description={t('vendors.noneHint')}
        action={<Link to="/">{t('common:actions.backHome')}</Link>}
      />
    );
  } else if (VENDOR_CARD_LOBBIES.has(category)) {
    body = (
      <VendorCards
        vendors={entry.vendors}
        gameType={entry.gameType}
        label={t('vendorCards.label', { category: title })}
        onEnter={(vendor) => void launchVendor(vendor)}
        busy={launching}
      />
    );
  } else {
    body = (
      <GameLobby
        gameType={entry.gameType}
        vendors={entry.vendors}
        filters={FILTER_LOBBIES.has(category)}
        rooms={category === 'PVP'}
      />
    );
  }

  return (
    <section aria-labelledby="lobby-title">
      <Title id="lobby-title">{title}</Title>
      {body}
    </section>
  );
}
