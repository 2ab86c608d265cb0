import type { TeamProfitRow } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { useRecordChoice, useRecordFilter } from '../../../shared/centre/useRecordFilter';
import { isAgentFlag } from '../agentFlags';
import { MONEY_AMOUNTS, PLAY_AMOUNTS, useReportTexts } from './useReportTexts';
import { useGetTeamProfitQuery } from '../api';
import { AgentReportPage } from './AgentReportPage';

const Trail = styled.nav`
  ol {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-inline-end: ${vars.space.xs};
    color: ${vars.color.textMuted};
  }
  [aria-current='location'] {
    font-weight: 700;
  }
`;

/** The levels above the one shown, each a way back up to it (the top one: the agent's own). */
function LevelTrail({
  path,
  onOpen,
}: {
  path: readonly string[];
  onOpen: (parent: string | undefined) => void;
}) {
  const { t } = useTranslation('agentCentre');
  if (path.length <= 1) return null;
  return (
    <Trail aria-label={t('userLoss.trail')}>
      <ol>
        {path.map((name, index) => (
          <li key={name}>
            {index === path.length - 1 ? (
              <span aria-current="location">{name}</span>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onOpen(index === 0 ? undefined : name)}
              >
                {name}
              </Button>
            )}
          </li>
        ))}
      </ol>
    </Trail>
  );
}

/**
 * palStatementsAgentCopy (user loss): one row per direct downline with the amounts of everyone below
 * it (bets, the members' profit and loss, deposits, withdrawals, bonus, rebate) in a period. A row with
 * a team below opens that level (drill-down); the trail goes back up. Totals are of the whole level.
 */
export function UserLossPage() {
  const { t, ...texts } = useReportTexts();
  const filter = useRecordFilter();
  const [account, setAccount] = useRecordChoice(filter, '');
  const [parent, setParent] = useState<string | undefined>(undefined);
  const profit = useGetTeamProfitQuery({
    ...filter.query,
    ...(account ? { account } : {}),
    ...(parent ? { parent } : {}),
  });
  const { data } = profit;
  const path = data?.path ?? [];

  const openLevel = (next: string | undefined) => {
    setParent(next);
    setAccount('');
    filter.setPage(1);
  };

  const columns: RecordColumn<TeamProfitRow>[] = [
    { id: 'account', header: t('team.account'), cell: (row) => row.account },
    {
      id: 'level',
      header: t('report.level'),
      cell: (row) =>
        `${t('report.levelN', { level: row.level })} · ${t(isAgentFlag(row.type) ? 'team.levels.agent' : 'team.levels.member')}`,
    },
    { id: 'team', header: t('userLoss.teamSize'), numeric: true, cell: (row) => row.teamSize },
    ...texts.amountColumns<TeamProfitRow>([...PLAY_AMOUNTS, ...MONEY_AMOUNTS]),
    {
      id: 'drill',
      header: t('userLoss.downlines'),
      cell: (row) =>
        row.hasChildren ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('userLoss.openLevelOf', { account: row.account })}
            onClick={() => openLevel(row.account)}
          >
            {t('userLoss.open')}
          </Button>
        ) : null,
    },
  ];

  return (
    <AgentReportPage
      entry="palStatementsAgentCopy"
      filter={filter}
      account={{ value: account, onSearch: setAccount, resetKey: parent ?? '' }}
      above={
        <>
          <LevelTrail path={path} onOpen={openLevel} />
          {data && data.parent.level > 0 && (
            <p>
              {t('userLoss.under', {
                account: data.parent.account,
                level: data.parent.level + 1,
              })}
            </p>
          )}
        </>
      }
      query={profit}
      columns={columns}
      rowKey={(row) => row.account}
      totals={texts.totals(texts.amountItems([...PLAY_AMOUNTS, ...MONEY_AMOUNTS], data?.totals))}
    />
  );
}
