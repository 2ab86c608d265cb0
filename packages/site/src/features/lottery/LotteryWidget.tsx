import { useId, useMemo, useState } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import {
  INITIAL_WIDGET_VIEW,
  buildLotteryTabs,
  chooseListMode,
  chooseTag,
  favouriteMenus,
  itemsForTag,
  orderRecentByMenus,
  type ListMode,
} from '@wl/lottery-engine';
import { Button, EmptyState, vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { selectIsLoggedIn } from '../../shared/session/sessionSlice';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import { useAppSelector } from '../../shared/store/hooks';
import { useGetPopularLotteriesQuery, useGetRecentLotteriesQuery } from './api';
import { CardSkeletons, LotteryCards } from './LotteryCards';
import { LotteryLobby } from './LotteryLobby';
import { LotteryTimingProvider, useLotteryTiming } from './LotteryTiming';
import { LOTTERY_PAGE_PATHS } from './lotteryPages';
import { LotteryBlock, headRow, wrapRow } from './styles';
import { TagTabs, tagTabId } from './TagTabs';
import { useLotteryFavourites } from './useLotteryFavourites';

/** Cards the home widget shows before "show all". */
export const WIDGET_INITIAL_CARDS = 8;

const Head = styled.header`
  ${headRow('center')}

  h2 {
    font-size: 20px;
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: ${vars.color.primaryText};
    text-decoration: underline;
  }
`;

const Modes = styled.div`
  ${wrapRow('xs')}

  button[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    color: ${vars.color.primaryText};
  }
`;

const Notice = styled.p`
  ${wrapRow('sm')}
  margin: 0;
  font-size: 13px;
  color: ${vars.color.dangerText};
`;

type WidgetMode = Exclude<ListMode, 'normal'> | 'lobby';
const MODES: readonly WidgetMode[] = ['hot', 'fav', 'recent', 'lobby'];

/**
 * The home lottery widget: tabs ALL / Vietnamese tags / KENO (5 per view), list modes hot,
 * favourites and recent (members only for the last two), lobby mode with its category selector,
 * every card counting down on one shared clock.
 */
export default function LotteryWidget() {
  return (
    <LotteryTimingProvider>
      <WidgetBody />
    </LotteryTimingProvider>
  );
}

function WidgetBody() {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const panelId = useId();
  const messageOf = useApiErrorMessage();
  const guard = useProtectedAction();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { menus, vietnamese, isLoading, error, retry } = useLotteryTiming();
  const [view, setView] = useState(INITIAL_WIDGET_VIEW);
  const [lobby, setLobby] = useState(false);

  const eLotteries = useMemo(() => menus.filter((game) => game.gameType === 'ELOTT'), [menus]);
  const tabs = useMemo(() => buildLotteryTabs(vietnamese, eLotteries), [vietnamese, eLotteries]);
  const tag = tabs.tags.includes(view.tag) ? view.tag : INITIAL_WIDGET_VIEW.tag;

  const chooseMode = (mode: WidgetMode) => {
    if (mode === 'lobby') {
      setLobby((on) => !on);
      return;
    }
    const apply = () => {
      setLobby(false);
      setView((state) => chooseListMode(lobby ? { ...state, mode: 'normal' } : state, mode));
    };
    // Favourites and recents are a member's own: a guest gets the login modal and nothing else.
    if (mode === 'hot') apply();
    else guard(apply);
  };
  // A guest (or a player who logged out) is never left in a member's list.
  const listMode = loggedIn || view.mode === 'hot' ? view.mode : 'normal';
  const pressed = (mode: WidgetMode) => (mode === 'lobby' ? lobby : !lobby && listMode === mode);

  return (
    <LotteryBlock aria-labelledby={titleId}>
      <Head>
        <h2 id={titleId}>
          <Link to={LOTTERY_PAGE_PATHS.lotteryCenter}>{t('title')}</Link>
        </h2>
        <Modes role="group" aria-label={t('widget.lists')}>
          {MODES.map((mode) => (
            <Button
              key={mode}
              size="sm"
              variant="secondary"
              aria-pressed={pressed(mode)}
              onClick={() => chooseMode(mode)}
            >
              {t(`listModes.${mode}`)}
            </Button>
          ))}
        </Modes>
      </Head>
      {isLoading ? (
        <CardSkeletons />
      ) : error && menus.length === 0 ? (
        <QueryFailure error={error} onRetry={retry} />
      ) : (
        <>
          {error ? (
            <Notice role="status">
              {messageOf(error)}
              <Button size="sm" variant="ghost" onClick={retry}>
                {t('widget.retry')}
              </Button>
            </Notice>
          ) : null}
          {lobby ? (
            <LotteryLobby games={menus} />
          ) : (
            <>
              <TagTabs
                tabs={tabs}
                value={tag}
                onChange={(next) => setView((state) => chooseTag(state, next))}
                panelId={panelId}
              />
              <div role="tabpanel" id={panelId} aria-labelledby={tagTabId(panelId, tag)}>
                <WidgetList
                  // A new tab or list starts folded again.
                  key={`${tag}|${listMode}`}
                  tag={tag}
                  mode={listMode}
                  menus={menus}
                />
              </div>
            </>
          )}
        </>
      )}
    </LotteryBlock>
  );
}

interface WidgetListProps {
  tag: string;
  mode: ListMode;
  menus: LotteryMenuItem[];
}

/** The cards of the tab in the chosen list mode; hot, favourites and recent are limited to the tab too. */
function WidgetList({ tag, mode, menus }: WidgetListProps) {
  const { t } = useTranslation('lottery');
  const popular = useGetPopularLotteriesQuery(undefined, { skip: mode !== 'hot' });
  const recent = useGetRecentLotteriesQuery(undefined, { skip: mode !== 'recent' });
  const favouriteIds = useLotteryFavourites().ids;

  const source = mode === 'hot' ? popular : mode === 'recent' ? recent : null;
  const games = useMemo(() => {
    let list: LotteryMenuItem[];
    if (mode === 'hot') list = orderRecentByMenus(popular.data ?? [], menus);
    else if (mode === 'recent') list = orderRecentByMenus(recent.data ?? [], menus);
    else if (mode === 'fav') list = favouriteMenus(menus, favouriteIds);
    else list = menus;
    const eLotteries = list.filter((game) => game.gameType === 'ELOTT');
    return itemsForTag(tag, list, eLotteries);
  }, [favouriteIds, menus, mode, popular.data, recent.data, tag]);

  if (source?.isLoading) return <CardSkeletons count={4} />;
  if (source?.error && !source.data)
    return <QueryFailure error={source.error} onRetry={() => void source.refetch()} />;
  const empty =
    mode === 'normal' ? (
      <EmptyState title={t('empty.tag')} description={t('empty.tagText')} />
    ) : (
      <EmptyState title={t(`empty.${mode}`)} description={t(`empty.${mode}Text`)} />
    );
  return (
    <LotteryCards
      games={games}
      label={mode === 'normal' ? t('widget.cards') : t(`listModes.${mode}`)}
      empty={empty}
      initialCount={WIDGET_INITIAL_CARDS}
    />
  );
}
