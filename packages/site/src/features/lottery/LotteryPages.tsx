import { useId, useMemo, type ReactNode } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, vars } from '@wl/ui-kit';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { VN_LOTTERY_VENDOR } from '../../shared/games';
import { useSideMenuMiniHold } from '../../shared/ui/useSideMenuMiniHold';
import { HistoryPanel } from './HistoryPanel';
import { CardSkeletons, LotteryCards } from './LotteryCards';
import { LotteryGameHeader } from './LotteryGameHeader';
import { LotteryLobby } from './LotteryLobby';
import {
  LOTTERY_PAGE_PATHS,
  gamesOfPage,
  isPageOffered,
  type LotteryPage,
  type LotteryPlayPage,
} from './lotteryPages';
import { LotteryTimingProvider, useLotteryTiming } from './LotteryTiming';
import { PlayArea } from './PlayArea';
import { chosenFill, plainList } from './styles';

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;

  > h1 {
    margin: 0;
    font-size: 24px;
  }
`;

/** Two columns from 1024 px (the game beside its history, the chooser beside its page), one below. */
const Columns = styled.div<{ $columns: string }>`
  display: grid;
  gap: ${vars.space.lg};
  min-width: 0;

  @media (min-width: 1024px) {
    grid-template-columns: ${({ $columns }) => $columns};
    align-items: start;
  }
`;

const Chooser = styled.nav`
  display: grid;
  gap: ${vars.space.sm};
  min-width: 0;

  .tag {
    font-size: 13px;
    font-weight: 700;
    color: ${vars.color.textMuted};
  }
  ul {
    display: flex;
    gap: ${vars.space.xs};
    ${plainList}
    overflow-x: auto;
  }
  @media (min-width: 1024px) {
    ul {
      flex-direction: column;
      overflow: visible;
    }
  }
  a {
    display: block;
    padding: ${vars.space.xs} ${vars.space.sm};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${vars.color.surfaceRaised};
  }
  a[aria-current='page'] {
    ${chosenFill}
  }
`;

const WindowFrame = styled.div`
  display: grid;
  gap: ${vars.space.md};
  min-height: 100dvh;
  padding: ${vars.space.md};
  background: ${vars.color.background};

  > header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.sm};
    font-weight: 700;
  }

  > main {
    min-width: 0;
  }
`;

/** A page the brand does not offer says so (no crash, no empty screen). */
export function PageNotOffered({ page }: { page: LotteryPage }) {
  const { t } = useTranslation(['lottery', 'common']);
  const brand = useBrand();
  const centre = isPageOffered('lotteryCenter', brand.prizeModes);
  return (
    <Page>
      <h1>{t(`pages.${page}`)}</h1>
      <EmptyState
        title={t('page.notOffered', { page: t(`pages.${page}`), brand: brand.name })}
        description={t('page.notOfferedText')}
        action={
          <Link to={centre ? LOTTERY_PAGE_PATHS.lotteryCenter : '/'}>
            {centre ? t('page.toCentre') : t('common:actions.backHome')}
          </Link>
        }
      />
    </Page>
  );
}

/** Renders the page when the brand sells one of its prize modes, else says it is not offered. */
function Offered({ page, children }: { page: LotteryPage; children: ReactNode }) {
  const brand = useBrand();
  if (!isPageOffered(page, brand.prizeModes)) return <PageNotOffered page={page} />;
  return <LotteryTimingProvider>{children}</LotteryTimingProvider>;
}

/** Menus loading or failed, for a page. */
function MenusState({ children }: { children: (menus: LotteryMenuItem[]) => ReactNode }) {
  const { menus, isLoading, error, retry } = useLotteryTiming();
  if (isLoading) return <CardSkeletons count={4} />;
  if (error && menus.length === 0) return <QueryFailure error={error} onRetry={retry} />;
  return <>{children(menus)}</>;
}

/** The game a play page was opened for (`?gameCode=`), among the page's games. */
function useChosenGame(page: LotteryPlayPage, menus: readonly LotteryMenuItem[]) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const games = useMemo(() => gamesOfPage(page, menus), [menus, page]);
  const game = gameCode
    ? games.find((item) => (item.gameCode || item.code) === gameCode)
    : undefined;
  return { games, game, gameCode, playType: params.get('playType') };
}

/** The chosen game: countdown and result header, betting area and its history. */
function GameView({
  game,
  playType,
  compact = false,
}: {
  game: LotteryMenuItem;
  playType?: string | null;
  compact?: boolean;
}) {
  return (
    <>
      <LotteryGameHeader game={game} playType={playType} />
      {compact ? (
        <>
          <PlayArea game={game} compact />
          <HistoryPanel game={game} />
        </>
      ) : (
        <Columns $columns="minmax(0, 2fr) minmax(300px, 1fr)">
          <PlayArea game={game} />
          <HistoryPanel game={game} />
        </Columns>
      )}
    </>
  );
}

/** No game or an unknown one: the page's games to choose from. */
function ChooseGame({
  page,
  games,
  unknown,
}: {
  page: LotteryPage;
  games: LotteryMenuItem[];
  unknown: boolean;
}) {
  const { t } = useTranslation('lottery');
  return (
    <>
      <h1>{t(`pages.${page}`)}</h1>
      {unknown ? (
        <EmptyState title={t('page.unknownGame')} description={t('page.unknownGameText')} />
      ) : null}
      <LotteryCards
        games={games}
        label={t('page.choose')}
        empty={<EmptyState title={t('empty.tag')} description={t('empty.tagText')} />}
      />
    </>
  );
}

/** `/lottery` (header only): query gameCode and playType. */
export function LotteryRoute() {
  return (
    <Offered page="lottery">
      <Page>
        <MenusState>{(menus) => <PlayPageBody page="lottery" menus={menus} />}</MenusState>
      </Page>
    </Offered>
  );
}

function PlayPageBody({ page, menus }: { page: 'lottery'; menus: LotteryMenuItem[] }) {
  const { games, game, gameCode, playType } = useChosenGame(page, menus);
  if (game) return <GameView game={game} playType={playType} />;
  return <ChooseGame page={page} games={games} unknown={gameCode !== null} />;
}

/** `/vnLottery` (header and mini side menu): query gameCode; the Vietnamese games by tag beside it. */
export function VnLotteryRoute() {
  useSideMenuMiniHold();
  return (
    <Offered page="vnLottery">
      <Page>
        <MenusState>{(menus) => <VnLotteryBody menus={menus} />}</MenusState>
      </Page>
    </Offered>
  );
}

function VnLotteryBody({ menus }: { menus: LotteryMenuItem[] }) {
  const { t } = useTranslation('lottery');
  const chooserId = useId();
  const { games, game, gameCode } = useChosenGame('vnLottery', menus);
  const byTag = useMemo(() => {
    const groups = new Map<string, LotteryMenuItem[]>();
    for (const item of games) groups.set(item.tag, [...(groups.get(item.tag) ?? []), item]);
    return [...groups.entries()];
  }, [games]);
  const names = useMemo(
    () => new Map(games.map((item) => [item.gameCode || item.code, item.labelName])),
    [games],
  );
  return (
    <Columns $columns="220px minmax(0, 1fr)">
      <Chooser aria-label={t('page.vnGames')}>
        {byTag.map(([tag, items], index) => (
          <div key={tag}>
            <span className="tag" id={`${chooserId}-${index}`}>
              {tag}
            </span>
            <ul aria-labelledby={`${chooserId}-${index}`}>
              {items.map((item) => {
                const code = item.gameCode || item.code;
                return (
                  <li key={item.gameId}>
                    <Link
                      to={`${LOTTERY_PAGE_PATHS.vnLottery}?gameCode=${encodeURIComponent(code)}`}
                      aria-current={code === gameCode ? 'page' : undefined}
                    >
                      {item.labelName}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </Chooser>
      <Page>
        {game ? (
          <GameView game={game} />
        ) : (
          <>
            <h1>{t('pages.vnLottery')}</h1>
            {gameCode !== null ? (
              <EmptyState title={t('page.unknownGame')} description={t('page.unknownGameText')} />
            ) : null}
            <HistoryPanel names={names} />
          </>
        )}
      </Page>
    </Columns>
  );
}

/** `/seaLottery`: the SEA lottery window (440 x 750, its own frame). */
export function SeaLotteryRoute() {
  const { t } = useTranslation('lottery');
  const brand = useBrand();
  return (
    <WindowFrame>
      <header>
        <span>{brand.name}</span>
        {window.opener ? (
          <Button size="sm" variant="ghost" onClick={() => window.close()}>
            {t('page.closeWindow')}
          </Button>
        ) : null}
      </header>
      {/* The window has no site layout around it: its own main landmark. */}
      <main>
        <Offered page="seaLottery">
          <Page>
            <MenusState>{(menus) => <SeaLotteryBody menus={menus} />}</MenusState>
          </Page>
        </Offered>
      </main>
    </WindowFrame>
  );
}

function SeaLotteryBody({ menus }: { menus: LotteryMenuItem[] }) {
  const { games, game, gameCode } = useChosenGame('seaLottery', menus);
  if (game) return <GameView game={game} compact />;
  return <ChooseGame page="seaLottery" games={games} unknown={gameCode !== null} />;
}

/** `/lotteryCenter` and `/elott`: the lobby of the page's lotteries (and the provinces' results). */
function LobbyRoute({ page }: { page: 'lotteryCenter' | 'elott' }) {
  const { t } = useTranslation('lottery');
  return (
    <Offered page={page}>
      <Page>
        <h1>{t(`pages.${page}`)}</h1>
        <MenusState>{(menus) => <LobbyBody page={page} menus={menus} />}</MenusState>
      </Page>
    </Offered>
  );
}

function LobbyBody({ page, menus }: { page: 'lotteryCenter' | 'elott'; menus: LotteryMenuItem[] }) {
  const games = useMemo(() => gamesOfPage(page, menus), [menus, page]);
  const provinces = useMemo(
    () =>
      new Map(
        games
          .filter((item) => (item.vendor || item.vassalage) === VN_LOTTERY_VENDOR)
          .map((item) => [item.gameCode || item.code, item.labelName]),
      ),
    [games],
  );
  return (
    <>
      <LotteryLobby games={games} />
      {page === 'lotteryCenter' && provinces.size > 0 ? <HistoryPanel names={provinces} /> : null}
    </>
  );
}

export function LotteryCentreRoute() {
  return <LobbyRoute page="lotteryCenter" />;
}

export function ELotteryRoute() {
  return <LobbyRoute page="elott" />;
}
