import { useMemo, useState } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { orderRecentByMenus } from '@wl/lottery-engine';
import { EmptyState, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { SelectField } from '../../shared/centre/SelectField';
import { useGetLotteryLobbyQuery } from './api';
import { CardSkeletons, LotteryCards } from './LotteryCards';
import { wrapRow } from './styles';

const ALL_CATEGORIES = '';

const Bar = styled.div`
  ${wrapRow('sm', 'end')}

  select {
    min-width: 200px;
  }
`;

const Wrap = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

export interface LotteryLobbyProps {
  /** The games this lobby may show (the brand's menus, or a page's share of them). */
  games: readonly LotteryMenuItem[];
}

/**
 * Lobby mode: the lottery lobby's categories (`/lgw/games/lobby`) in a selector and their games in a
 * grid. Each game is matched to the brand's menus by gameId, so a category only shows lotteries the
 * brand sells and every card counts down on the menus' timing.
 */
export function LotteryLobby({ games }: LotteryLobbyProps) {
  const { t } = useTranslation('lottery');
  const { data, error, isLoading, refetch } = useGetLotteryLobbyQuery();
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const categories = useMemo(
    () =>
      (data ?? [])
        .map((entry) => ({ tag: entry.tag, games: orderRecentByMenus(entry.games, games) }))
        .filter((entry) => entry.games.length > 0),
    [data, games],
  );
  const selected = categories.find((entry) => entry.tag === category);
  const shown = useMemo(
    () => (selected ? selected.games : [...new Set(categories.flatMap((entry) => entry.games))]),
    [categories, selected],
  );

  if (isLoading) return <CardSkeletons />;
  if (error && !data) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  return (
    <Wrap>
      <Bar>
        <SelectField
          label={t('lobby.category')}
          value={selected ? selected.tag : ALL_CATEGORIES}
          onChange={(event) => setCategory(event.target.value)}
          options={[
            { value: ALL_CATEGORIES, label: t('lobby.allCategories') },
            ...categories.map((entry) => ({ value: entry.tag, label: entry.tag })),
          ]}
        />
      </Bar>
      <LotteryCards
        games={shown}
        label={selected ? selected.tag : t('lobby.allCategories')}
        empty={<EmptyState title={t('empty.lobby')} description={t('empty.lobbyText')} />}
      />
    </Wrap>
  );
}
