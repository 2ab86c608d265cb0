import { useCallback, useMemo, useState, type ReactNode } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Modal } from '@wl/ui-kit';
import styled from 'styled-components';
import { useLaunchGame, useVendorIcons } from '../../shared/games';
import { CardGrid } from '../../shared/ui/CardGrid';
import { HistoryPanel } from './HistoryPanel';
import { LotteryCard } from './LotteryCard';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useLotteryFavourites } from './useLotteryFavourites';

/** The cards, 232 px at least; one column on a phone, whatever its width. */
const Grid = styled(CardGrid).attrs({ $min: '232px' })`
  @media (max-width: 575px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
`;

/** Skeleton cards while the menus load. */
export function CardSkeletons({ count = 6 }: { count?: number }) {
  return (
    <Grid aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <Skeleton $height={176} />
        </li>
      ))}
    </Grid>
  );
}

export interface LotteryCardsProps {
  games: readonly LotteryMenuItem[];
  /** The list's accessible name. */
  label: string;
  /** Shown when there is no game. */
  empty: ReactNode;
  /** Cards shown before "show all" (all when not given). */
  initialCount?: number;
}

/**
 * Lottery cards wired once for the list: bet (login and a real account first, then the game's page
 * as `useLaunchGame` decides), favourites kept per username, and the results dialog.
 */
export function LotteryCards({ games, label, empty, initialCount }: LotteryCardsProps) {
  const { t } = useTranslation(['lottery', 'common']);
  const { launch } = useLaunchGame();
  const vendorIcons = useVendorIcons();
  const favourites = useLotteryFavourites();
  const [expanded, setExpanded] = useState(false);
  const [historyOf, setHistoryOf] = useState<LotteryMenuItem | null>(null);

  const onBet = useCallback(
    (game: LotteryMenuItem) =>
      void launch({
        gameType: game.gameType,
        vassalage: game.vassalage || game.vendor,
        gameId: game.gameId,
        gameName: game.labelName,
        gameCode: game.gameCode || game.code,
        playType: game.defaultPlayType,
      }),
    [launch],
  );
  const onToggleFavourite = useCallback(
    (game: LotteryMenuItem) => favourites.toggle(game.gameId),
    [favourites],
  );
  const shown = useMemo(
    () => (initialCount === undefined || expanded ? games : games.slice(0, initialCount)),
    [expanded, games, initialCount],
  );

  if (games.length === 0) return <>{empty}</>;
  return (
    <>
      <Grid aria-label={label}>
        {shown.map((game) => (
          <li key={game.gameId}>
            <LotteryCard
              game={game}
              vendorIconUrl={vendorIcons.get(game.vassalage || game.vendor)}
              favourite={favourites.isFavourite(game.gameId)}
              onToggleFavourite={onToggleFavourite}
              onBet={onBet}
              onHistory={setHistoryOf}
            />
          </li>
        ))}
      </Grid>
      {initialCount !== undefined && games.length > initialCount ? (
        <More>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
          >
            {expanded ? t('widget.showFewer') : t('widget.showAll', { total: games.length })}
          </Button>
        </More>
      ) : null}
      <Modal
        open={historyOf !== null}
        onClose={() => setHistoryOf(null)}
        title={historyOf ? t('history.titleOf', { name: historyOf.labelName }) : ''}
        closeLabel={t('common:actions.close')}
        size="lg"
      >
        {historyOf ? <HistoryPanel game={historyOf} headingLevel={3} hideTitle /> : null}
      </Modal>
    </>
  );
}
