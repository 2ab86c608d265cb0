import type { Game } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Carousel, EmptyState, vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import {
  INHOUSE_VENDOR,
  useGameTiles,
  useGetGameListInfiniteQuery,
  useLaunchGame,
  type GameCategoryEntry,
} from '../../shared/games';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { gameRows, HOME_PAGE_SIZE, type HomeCategory } from './homeSections';
import { CardGrid, cardSurface } from '../../shared/ui/CardGrid';
import { Skeleton } from '../../shared/ui/Skeleton';

export interface CategoryRowsProps {
  entry: GameCategoryEntry & { category: HomeCategory };
}

const SLIDE_SIZE = 'clamp(140px, 40%, 176px)';

const Rows = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

const MoreSlide = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: center;
  height: 100%;
  min-height: 160px;
  border: 1px dashed ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.primaryText};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  padding: ${vars.space.md};

  &:hover {
    border-color: ${vars.color.primary};
  }
`;

const VendorCard = styled.li`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  ${cardSurface}

  img {
    width: 96px;
    height: 48px;
    object-fit: contain;
  }
  h3 {
    margin: 0;
    font-size: 14px;
  }
`;

/** Sports and e-sports: one card per vendor, entering the vendor's book. */
function VendorCards({ entry }: CategoryRowsProps) {
  const { t } = useTranslation('home');
  const { launchVendor, launching } = useLaunchGame();
  return (
    <CardGrid $min="150px" aria-label={t(`categories.${entry.category}`)}>
      {entry.vendors.map((vendor) => (
        <VendorCard key={vendor.vassalage}>
          <img src={vendor.iconUrl} alt="" loading="lazy" />
          <h3>{vendor.displayName}</h3>
          <Button
            size="sm"
            disabled={launching}
            aria-label={t('tile.vendorGames', { vendor: vendor.displayName })}
            onClick={() =>
              void launchVendor({ vassalage: vendor.vassalage, gameType: entry.gameType })
            }
          >
            {t('tile.enter')}
          </Button>
        </VendorCard>
      ))}
    </CardGrid>
  );
}

/**
 * A game category's rows: games in rows of 15 for slots and in-house games (a row with fewer ends with
 * a 'more' slide to the lobby), one row for live, card and fishing games.
 */
function GameRows({ entry }: CategoryRowsProps) {
  const { t } = useTranslation(['home', 'common']);
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const { renderTile } = useGameTiles();
  const { data, error, isLoading, refetch } = useGetGameListInfiniteQuery({
    gameType: entry.gameType,
    vassalage: entry.category === 'INHOUSE' ? INHOUSE_VENDOR : '',
    gameClassify: 'ALL',
    minBet: 0,
    gameName: '',
    language,
    merchant: brand.merchantCode,
    pageSize: HOME_PAGE_SIZE,
  });

  if (isLoading) return <Skeleton $height={260} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  const games: Game[] = data?.pages[0]?.games ?? [];
  if (!games.length) return <EmptyState title={t('sections.empty')} />;

  const category = t(`categories.${entry.category}`);
  const inRows = entry.category === 'RNG' || entry.category === 'INHOUSE';
  const rows = inRows ? gameRows(games) : [{ games, more: false }];
  return (
    <Rows>
      {rows.map((row, index) => (
        <Carousel
          key={index}
          label={rows.length > 1 ? t('sections.rows', { category, row: index + 1 }) : category}
          slideSize={SLIDE_SIZE}
          gap={12}
          autoplay={false}
          loop={false}
          dots={false}
          previousLabel={t('common:actions.previous')}
          nextLabel={t('common:actions.next')}
          slideLabel={(slide, total) => t('sections.slide', { index: slide + 1, total })}
        >
          {row.games.map((game) => (
            <div key={game.nodeId}>{renderTile(game)}</div>
          ))}
          {row.more ? (
            <MoreSlide key="more" to={entry.route}>
              {t('sections.moreIn', { category })}
            </MoreSlide>
          ) : null}
        </Carousel>
      ))}
    </Rows>
  );
}

/** The body of one category section on home. */
export default function CategoryRows({ entry }: CategoryRowsProps) {
  return entry.category === 'SPORTS' || entry.category === 'ESPORTS' ? (
    <VendorCards entry={entry} />
  ) : (
    <GameRows entry={entry} />
  );
}
