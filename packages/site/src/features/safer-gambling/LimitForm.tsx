import { RG_PROFILES, type RgLimitView, type RgProfileName } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { amountProblem, parseAmount } from '../../shared/centre/amount';
import { SelectField } from '../../shared/centre/SelectField';
import { FormBox, Notice } from '../../shared/centre/styles';
import { useSetLimitMutation } from './api';
import { limitId, useTime } from './format';
import { LimitAmountField } from './dialogParts';

/** The largest amount a limit may be (the platform's money rule). */
const MAX_LIMIT = 10_000_000;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

/**
 * Sets, lowers, raises or removes one limit. The answer says whether the change applies now (a new or
 * lower limit) or waits 24 hours for the player's confirmation (a higher one, a removal).
 */
export function LimitForm({
  limits,
  profile,
  token,
}: {
  limits: RgLimitView[];
  profile: RgProfileName;
  token: string;
}) {
  const { t } = useTranslation('saferGambling');
  const time = useTime();
  const messageOf = useApiErrorMessage();
  const [save, { isLoading }] = useSetLimitMutation();
  const [selected, setSelected] = useState(() => (limits[0] ? limitId(limits[0]) : ''));
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ text: string; error?: boolean } | null>(null);
  const formId = useId();
  const limit = limits.find((item) => limitId(item) === selected) ?? limits[0];
  if (!limit) return null;
  const session = limit.kind === 'session';
  const minutes = RG_PROFILES[profile].sessionLimitMinutes;

  const submit = async (value: number | null) => {
    setProblem(null);
    setOutcome(null);
    try {
      const next = await save({
        token,
        kind: limit.kind,
        period: limit.period,
        amount: value,
      }).unwrap();
      const saved = next.limits.find((item) => limitId(item) === limitId(limit));
      setOutcome({
        text: saved?.pending
          ? t('form.pending', { time: time(saved.pending.effectiveAt) })
          : t('form.applied'),
      });
      setAmount('');
    } catch (error) {
      setOutcome({ text: messageOf(error), error: true });
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const raw = session && amount === '' ? String(minutes[0] ?? '') : amount;
    const wrong = amountProblem(raw, MAX_LIMIT);
    if (wrong) {
      setProblem(t(`form.amountProblem.${wrong}`));
      return;
    }
    void submit(parseAmount(raw));
  };

  return (
    <FormBox aria-labelledby={`${formId}-title`} onSubmit={onSubmit} noValidate>
      <h3 id={`${formId}-title`}>{t('form.title')}</h3>
      <p>{t('form.text')}</p>
      <SelectField
        label={t('form.kind')}
        value={limitId(limit)}
        onChange={(event) => {
          setSelected(event.target.value);
          setAmount('');
          setProblem(null);
          setOutcome(null);
        }}
        options={limits.map((item) => ({
          value: limitId(item),
          label: `${t(`limits.kind.${item.kind}`)} · ${t(`limits.period.${item.period}`)}`,
        }))}
      />
      {session ? (
        <SelectField
          label={t('form.minutes')}
          value={amount || String(minutes[0] ?? '')}
          onChange={(event) => setAmount(event.target.value)}
          options={minutes.map((value) => ({
            value: String(value),
            label: t('limits.minutes', { minutes: value }),
          }))}
        />
      ) : (
        <LimitAmountField value={amount} problem={problem} onChange={setAmount} />
      )}
      <Actions>
        <Button type="submit" loading={isLoading}>
          {t('form.save')}
        </Button>
        {limit.amount !== null && (
          <Button type="button" variant="secondary" onClick={() => void submit(null)}>
            {t('form.remove')}
          </Button>
        )}
      </Actions>
      <div role="status">{outcome && <Notice $error={outcome.error}>{outcome.text}</Notice>}</div>
    </FormBox>
  );
}
