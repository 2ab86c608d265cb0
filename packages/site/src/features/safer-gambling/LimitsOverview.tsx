import type { RgLimitView } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { Notice } from '../../shared/centre/styles';
import { useMoney } from '../../shared/centre/useFormat';
import { useCancelLimitMutation, useConfirmLimitMutation } from './api';
import { limitId, useTime } from './format';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 240px), 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${vars.space.xxs};
  align-content: start;
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};

  h4 {
    margin: 0;
    font-size: 14px;
    color: ${vars.color.textMuted};
    font-weight: 600;
  }
  strong {
    font-size: 18px;
  }
  p {
    margin: 0;
    font-size: 13px;
    color: ${vars.color.textMuted};
  }
`;

const Pending = styled.div`
  display: grid;
  gap: ${vars.space.xs};
  margin-top: ${vars.space.xs};
  padding-top: ${vars.space.xs};
  border-top: 1px dashed ${vars.color.border};

  p {
    color: ${vars.color.text};
  }
  div {
    display: flex;
    flex-wrap: wrap;
    gap: ${vars.space.xs};
  }
`;

/** One limit: what is in force, how much of the period is used, and a change waiting for its time. */
function LimitItem({ limit, token }: { limit: RgLimitView; token: string }) {
  const { t } = useTranslation('saferGambling');
  const money = useMoney();
  const time = useTime();
  const messageOf = useApiErrorMessage();
  const [confirm, confirming] = useConfirmLimitMutation();
  const [cancel, cancelling] = useCancelLimitMutation();
  const [outcome, setOutcome] = useState<{ text: string; error?: boolean } | null>(null);
  const session = limit.kind === 'session';
  const amount = (value: number) =>
    session ? t('limits.minutes', { minutes: value }) : money(value);
  const title = `${t(`limits.kind.${limit.kind}`)} · ${t(`limits.period.${limit.period}`)}`;
  const run = async (action: 'confirm' | 'cancel') => {
    const key = { kind: limit.kind, period: limit.period, token };
    try {
      await (action === 'confirm' ? confirm(key) : cancel(key)).unwrap();
      setOutcome({ text: t(action === 'confirm' ? 'limits.confirmed' : 'limits.cancelled') });
    } catch (error) {
      setOutcome({ text: messageOf(error), error: true });
    }
  };
  return (
    <Item aria-label={title}>
      <h4>{title}</h4>
      <strong>{limit.amount === null ? t('limits.none') : amount(limit.amount)}</strong>
      {!session && limit.remaining !== null && (
        <p>{t('limits.usage', { used: money(limit.used), remaining: money(limit.remaining) })}</p>
      )}
      {limit.resetsAt !== null && <p>{t('limits.resets', { time: time(limit.resetsAt) })}</p>}
      {limit.pending && (
        <Pending>
          <p>
            {limit.pending.amount === null
              ? t('limits.pendingRemoval', { time: time(limit.pending.effectiveAt) })
              : t('limits.pendingRaise', {
                  amount: amount(limit.pending.amount),
                  time: time(limit.pending.effectiveAt),
                })}
          </p>
          <div>
            {limit.pending.confirmable && (
              <Button size="sm" loading={confirming.isLoading} onClick={() => void run('confirm')}>
                {t('limits.confirm')}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              loading={cancelling.isLoading}
              onClick={() => void run('cancel')}
            >
              {t('limits.cancel')}
            </Button>
          </div>
        </Pending>
      )}
      <div role="status">{outcome && <Notice $error={outcome.error}>{outcome.text}</Notice>}</div>
    </Item>
  );
}

/** Every limit the brand offers, in force or not, with its pending change. */
export function LimitsOverview({ limits, token }: { limits: RgLimitView[]; token: string }) {
  return (
    <List>
      {limits.map((limit) => (
        <LimitItem key={limitId(limit)} limit={limit} token={token} />
      ))}
    </List>
  );
}
