import { RG_MONEY_PERIODS } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Modal, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { amountProblem, parseAmount } from '../../shared/centre/amount';
import { SelectField } from '../../shared/centre/SelectField';
import { Notice } from '../../shared/centre/styles';
import {
  useAnswerLimitPromptMutation,
  useGetSaferGamblingStateQuery,
  useSetLimitMutation,
} from './api';
import { DialogActions, LimitAmountField } from './dialogParts';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
  p {
    margin: 0;
  }
`;

/**
 * The limit prompt: a new player is asked to set a deposit limit, once (the platform says when it is
 * due, and remembers the answer: set, or not now).
 */
export function LimitPrompt({ token, moment }: { token: string; moment: boolean }) {
  const { t } = useTranslation('saferGambling');
  const messageOf = useApiErrorMessage();
  const { data: state } = useGetSaferGamblingStateQuery(token, { skip: !moment });
  const [setLimit, setting] = useSetLimitMutation();
  const [answer, answering] = useAnswerLimitPromptMutation();
  const [period, setPeriod] = useState<(typeof RG_MONEY_PERIODS)[number]>('day');
  const [amount, setAmount] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  if (!moment || done || !state?.limitPrompt.due) return null;

  const close = (reply: 'set' | 'declined') =>
    answer({ token, answer: reply })
      .unwrap()
      .catch(() => undefined)
      .finally(() => setDone(true));
  return (
    <Modal open title={t('prompt.title')} onClose={() => void close('declined')} size="sm">
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const wrong = amountProblem(amount, 10_000_000);
          if (wrong) {
            setProblem(t(`form.amountProblem.${wrong}`));
            return;
          }
          setProblem(null);
          setLimit({ token, kind: 'deposit', period, amount: parseAmount(amount) })
            .unwrap()
            .then(() => close('set'))
            .catch((error: unknown) => setFailure(messageOf(error)));
        }}
      >
        <p>{t('prompt.text')}</p>
        <SelectField
          label={t('form.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value as typeof period)}
          options={RG_MONEY_PERIODS.map((value) => ({
            value,
            label: t(`limits.period.${value}`),
          }))}
        />
        <LimitAmountField value={amount} problem={problem} onChange={setAmount} />
        <div role="status">{failure && <Notice $error>{failure}</Notice>}</div>
        <DialogActions>
          <Button
            type="button"
            variant="secondary"
            loading={answering.isLoading && !setting.isLoading}
            onClick={() => void close('declined')}
          >
            {t('prompt.later')}
          </Button>
          <Button type="submit" loading={setting.isLoading}>
            {t('prompt.set')}
          </Button>
        </DialogActions>
      </Form>
    </Modal>
  );
}
