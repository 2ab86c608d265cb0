import { useTranslation } from '@wl/i18n';
import { EmptyState, HotGamesLayout } from '@wl/ui-kit';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { useGameTiles, useGetHotGamesQuery } from '../../shared/games';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { Skeleton } from '../../shared/ui/Skeleton';

/** Hot games: the first large, the next 14 in row one, the rest in row two (ui-kit layout). */
export default function HotGamesRow() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const { renderTile } = useGameTiles();
  const { data, error, isLoading, refetch } = useGetHotGamesQuery({
    language,
    merchantCode: brand.merchantCode,
  });

  if (isLoading) return <Skeleton $height={420} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState title={t('sections.empty')} />;
  return (
    <HotGamesLayout
      label={t('categories.HOT')}
      items={data}
      getItemKey={(game) => game.nodeId}
      renderItem={(game, _index, size) => renderTile(game, size)}
    />
  );
}
