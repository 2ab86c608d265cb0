import type { Bonus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useClaimBonusMutation, useGetBonusesQuery, useGetMissionSummaryQuery } from '../api';
import { RecordCard, RecordList } from '../../../shared/centre/RecordStates';
import { Totals } from '../../../shared/centre/Totals';
import { MemberPage } from './MemberPage';
import { useCentreNavigate } from '../../../shared/centre/centreNavigation';
import { useCentreFormat } from '../../../shared/centre/useFormat';
import { OutcomeStatus, type Outcome } from '../../../shared/centre/FormOutcome';

/** Enough to hold every bonus still waiting to be claimed (the platform pages at most 200). */
const CLAIMABLE_PAGE_SIZE = 100;

const Card = styled(RecordCard)`
  h4 {
    margin: 0;
  }
  strong {
    font-size: 22px;
    color: ${vars.color.accentText};
  }
  time {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

/** rewardCenter: rewards waiting to be claimed (claiming credits the balance) and missions waiting. */
export function RewardCentrePage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const { money, dateTime } = useCentreFormat();
  const goTo = useCentreNavigate();
  const messageOf = useApiErrorMessage();
  const bonuses = useGetBonusesQuery({ pageNo: 1, pageSize: CLAIMABLE_PAGE_SIZE });
  const { data: missions } = useGetMissionSummaryQuery();
  const [claim, { isLoading: claiming, originalArgs }] = useClaimBonusMutation();
  const [notice, setNotice] = useState<Outcome>(null);
  const claimable = bonuses.data?.list.filter((bonus) => bonus.status === 'issued');

  const claimOne = async (bonus: Bonus) => {
    setNotice(null);
    try {
      const { amount } = await claim({ bonusId: bonus.id }).unwrap();
      setNotice({
        text: t('rewards.claimed', { name: bonus.name, amount: money(amount) }),
        error: false,
      });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    }
  };

  return (
    <MemberPage entry="rewardCenter">
      <Totals
        label={t('rewards.summary')}
        items={[
          { label: t('rewards.waiting'), value: String(claimable?.length ?? 0) },
          {
            label: t('rewards.waitingAmount'),
            value: money((claimable ?? []).reduce((sum, bonus) => sum + bonus.amount, 0)),
          },
          { label: t('missions.waiting'), value: String(missions?.missionCount ?? 0) },
        ]}
      />
      <OutcomeStatus outcome={notice} />
      <RecordList
        query={bonuses}
        rows={claimable}
        label={t('rewards.claimable')}
        empty={{ title: t('rewards.none'), description: t('rewards.noneHint') }}
        skeletonRows={2}
        minCardWidth="220px"
        renderRow={(bonus) => (
          <Card key={bonus.id} aria-label={bonus.name}>
            <h4>{bonus.name}</h4>
            <strong>{money(bonus.amount)}</strong>
            <time dateTime={bonus.createdAt}>{dateTime(bonus.createdAt)}</time>
            <Button
              loading={claiming && originalArgs?.bonusId === bonus.id}
              disabled={claiming}
              aria-label={t('rewards.claimNamed', { name: bonus.name })}
              onClick={() => void claimOne(bonus)}
            >
              {t('rewards.claim')}
            </Button>
          </Card>
        )}
      />
      <Links>
        <Button variant="secondary" onClick={() => goTo('bonuses')}>
          {tc('member.bonusDetails')}
        </Button>
        <Button variant="secondary" onClick={() => goTo('missions')}>
          {tc('member.missionLeaderboard')}
        </Button>
      </Links>
    </MemberPage>
  );
}
