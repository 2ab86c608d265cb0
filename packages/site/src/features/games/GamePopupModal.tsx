import { useMemo, useState } from 'react';
import type { GameType } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { EmptyState, GameTileSkeleton, Loader, TextField, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { useGameTiles, useGetVendorGamesQuery, useGetVendorLanesQuery } from '../../shared/games';
import { useAppSelector } from '../../shared/store/hooks';
import type { HostedModalProps } from '../../shared/ui/modals';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { CardGrid } from '../../shared/ui/CardGrid';
import { HostedModal } from '../../shared/ui/HostedModal';

const Grid = styled(CardGrid)`
  gap: ${vars.space.sm};
  margin-top: ${vars.space.md};

  & > li {
    display: flex;
  }
`;

/**
 * The spec's game popup: a vendor's own game list (a VASSALAGE entry, or a vendor card with several
 * games), up to 1000 games, searchable by name. Playing one closes the popup and launches it.
 */
export function GamePopupModal({ onClose, props }: HostedModalProps) {
  const { t } = useTranslation(['gamePage', 'lobby', 'common']);
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const vassalage = String(props.vassalage ?? '');
  const gameType = String(props.gameType ?? 'RNG') as GameType;
  const [search, setSearch] = useState('');
  const { data: lanes } = useGetVendorLanesQuery();
  const vendorName =
    lanes?.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage)
      ?.displayName ?? vassalage;
  const games = useGetVendorGamesQuery({
    vassalage,
    gameType,
    language,
    merchant: brand.merchantCode,
  });
  // Once a game opens (or the login modal replaces this one) the list closes; after a refusal it stays.
  const { renderTile, launching } = useGameTiles({
    onLaunched: (outcome) => {
      if (outcome === 'done') onClose();
    },
  });

  const shown = useMemo(() => {
    const text = search.trim().toLowerCase();
    return (games.data ?? []).filter(
      (game) =>
        game.isGame !== 'VASSALAGE' && (!text || game.gameName.toLowerCase().includes(text)),
    );
  }, [games.data, search]);

  let body;
  if (games.isLoading)
    body = (
      <Grid $min="140px" aria-busy="true" aria-label={t('popup.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i}>
            <GameTileSkeleton />
          </li>
        ))}
      </Grid>
    );
  else if (games.error)
    body = <QueryFailure error={games.error} onRetry={() => void games.refetch()} />;
  else if (shown.length === 0)
    body = (
      <EmptyState
        title={search.trim() ? t('lobby:empty.search', { query: search.trim() }) : t('popup.empty')}
      />
    );
  else
    body = (
      <Grid $min="140px" aria-label={t('popup.title', { vendor: vendorName })}>
        {shown.map((game) => (
          <li key={game.nodeId}>{renderTile(game)}</li>
        ))}
      </Grid>
    );

  return (
    <HostedModal
      onClose={onClose}
      title={t('popup.title', { vendor: vendorName })}
      size="lg"
      closeName="closeDialog"
    >
      <TextField
        type="search"
        label={t('lobby:search.label')}
        hideLabel
        placeholder={t('lobby:search.placeholder')}
        value={search}
        clearable
        clearLabel={t('lobby:search.clear')}
        onChange={(event) => setSearch(event.target.value)}
        onClear={() => setSearch('')}
      />
      {body}
      {launching ? <Loader fullScreen label={t('lobby:launching')} /> : null}
    </HostedModal>
  );
}
