import { useId, useMemo, useState } from 'react';
import type { LotteryMenuItem, OpenedNumber } from '@wl/api-client';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import {
  WEEKDAY_FILTER_OPTIONS,
  labelPrizeTiers,
  parseWinningNumbers,
  type WeekdayFilter,
} from '@wl/lottery-engine';
import { Button, EmptyState, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { SelectField } from '../../shared/centre/SelectField';
import { selectIsLoggedIn } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { useGetOpenedNumbersQuery, type OpenedNumbersArgs } from './api';
import { VN_LOTTERY_VENDOR } from '../../shared/games';
import { Skeleton } from '../../shared/ui/Skeleton';
import { LotteryBlock, headRow, plainList, surfaceBox, wrapRow } from './styles';

/** Results shown at first and added by each "show more". */
const HISTORY_PAGE = 10;

const Head = styled.div`
  ${headRow('end')}

  h2,
  h3 {
    font-size: 17px;
  }
`;

const Entries = styled.ol`
  display: grid;
  gap: ${vars.space.sm};
  ${plainList}
`;

const Entry = styled.li`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm} ${vars.space.md};
  ${surfaceBox('md')}

  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: ${vars.space.xs};
    font-size: 12px;
    color: ${vars.color.textMuted};
  }
  header strong {
    color: ${vars.color.text};
  }
  dl {
    display: grid;
    grid-template-columns: max-content minmax(0, 1fr);
    gap: ${vars.space.xxs} ${vars.space.sm};
    margin: 0;
  }
  dl > div {
    display: contents;
  }
  dt {
    font-size: 12px;
    font-weight: 700;
    color: ${vars.color.primaryText};
  }
  dd {
    margin: 0;
  }
`;

const Numbers = styled.span`
  ${wrapRow('xs')}
  font-family: ${vars.font.mono};
  font-size: 14px;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** Where a game's history comes from: the Vietnamese gateway, or the lotto one (members). */
export function historySourceOf(
  game: Pick<LotteryMenuItem, 'vendor' | 'vassalage'>,
): 'vietnamGame' | 'lottoGame' {
  const vendor = (game.vendor || game.vassalage || '').toUpperCase();
  return vendor === VN_LOTTERY_VENDOR ? 'vietnamGame' : 'lottoGame';
}

export interface HistoryPanelProps {
  /** One game's history, or every Vietnamese province's (no game). */
  game?: Pick<
    LotteryMenuItem,
    'gameCode' | 'vendor' | 'vassalage' | 'labelName' | 'previousWinningTime'
  >;
  /** Names of the games by code (the provinces' history names each result's game); others are left out. */
  names?: ReadonlyMap<string, string>;
  /** Heading level: 2 on a page, 3 inside a section. */
  headingLevel?: 2 | 3;
  /** The dialog around it names it already. */
  hideTitle?: boolean;
}

/**
 * Previous winning numbers (100 per request) with the weekday filter (All, Monday .. Sunday; the
 * platform's 1 is Sunday): groups split by `~` and values by commas, labelled DB and G1..G8 when a
 * result has prize tiers. A new draw of the game asks again.
 */
export function HistoryPanel({
  game,
  names,
  headingLevel = 2,
  hideTitle = false,
}: HistoryPanelProps) {
  const { t } = useTranslation('lottery');
  const titleId = useId();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const [weekday, setWeekday] = useState<WeekdayFilter>('all');
  const [shown, setShown] = useState(HISTORY_PAGE);
  const dayOfWeek = weekday === 'all' ? undefined : weekday;
  const source = game ? historySourceOf(game) : 'vietnam';
  const needsLogin = source === 'lottoGame' && !loggedIn;
  const args: OpenedNumbersArgs = game
    ? {
        source: historySourceOf(game),
        gameCode: game.gameCode,
        dayOfWeek,
        latestDraw: game.previousWinningTime,
      }
    : { source: 'vietnam', dayOfWeek };
  const { data, error, isFetching, isLoading, refetch } = useGetOpenedNumbersQuery(args, {
    skip: needsLogin,
  });
  const entries = useMemo(
    () => (data && names ? data.filter((entry) => names.has(entry.gameCode)) : data),
    [data, names],
  );
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const title = game ? t('history.titleOf', { name: game.labelName }) : t('history.latest');

  let body;
  if (needsLogin)
    body = (
      <EmptyState
        title={t('history.loginTitle')}
        description={t('history.loginText')}
        action={
          <Button onClick={() => dispatch(modalOpened('login'))}>{t('history.login')}</Button>
        }
      />
    );
  else if (isLoading || (isFetching && !data)) body = <Skeleton $height={240} aria-hidden="true" />;
  else if (error && !entries) body = <QueryFailure error={error} onRetry={() => void refetch()} />;
  else if (!entries || entries.length === 0)
    body = <EmptyState title={t('history.empty')} description={t('history.emptyText')} />;
  else
    body = (
      <>
        <Entries aria-label={title} aria-busy={isFetching || undefined}>
          {entries.slice(0, shown).map((entry) => (
            <HistoryEntry
              key={`${entry.gameCode}-${entry.issueNo}`}
              entry={entry}
              gameName={game ? undefined : (names?.get(entry.gameCode) ?? entry.gameCode)}
            />
          ))}
        </Entries>
        {entries.length > shown ? (
          <Button variant="secondary" onClick={() => setShown((count) => count + HISTORY_PAGE)}>
            {t('history.more', { shown, total: entries.length })}
          </Button>
        ) : null}
      </>
    );

  return (
    <LotteryBlock aria-labelledby={titleId}>
      <Head>
        <Heading id={titleId} className={hideTitle ? 'wl-visually-hidden' : undefined}>
          {title}
        </Heading>
        <SelectField
          label={t('history.weekday')}
          value={String(weekday)}
          onChange={(event) => {
            const value = event.target.value;
            setWeekday(value === 'all' ? 'all' : (Number(value) as WeekdayFilter));
            setShown(HISTORY_PAGE);
          }}
          options={WEEKDAY_FILTER_OPTIONS.map((option) => ({
            value: String(option.value),
            label: t(`weekdays.${option.value}`),
          }))}
        />
      </Head>
      {body}
    </LotteryBlock>
  );
}

function HistoryEntry({ entry, gameName }: { entry: OpenedNumber; gameName?: string }) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const groups = parseWinningNumbers(entry.winningNumber);
  // Prize tiers (DB, G1..G8) name the groups of a Vietnamese result; a single group has none.
  const tiers = groups.length > 1 ? labelPrizeTiers(groups) : [];
  return (
    <Entry>
      <header>
        <strong>
          {gameName
            ? t('history.gameIssue', { game: gameName, issue: entry.issueNo })
            : t('history.issue', { issue: entry.issueNo })}
        </strong>
        <span>
          {t(`weekdays.${entry.drawDayOfWeek}`)} ·{' '}
          <time dateTime={entry.drawTime}>{formatDateTime(entry.drawTime, language)}</time>
        </span>
      </header>
      {tiers.length > 0 ? (
        <dl>
          {tiers.map((tier) => (
            <div key={tier.label}>
              <dt>
                <abbr title={t(`prizeTiers.${tier.label}`)}>{tier.label}</abbr>
              </dt>
              <dd>
                <Numbers>{tier.numbers.join(', ')}</Numbers>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <Numbers aria-label={t('history.numbers', { numbers: (groups[0] ?? []).join(' ') })}>
          {(groups[0] ?? []).join(', ')}
        </Numbers>
      )}
    </Entry>
  );
}
