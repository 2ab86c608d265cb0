import { useTranslation } from '@wl/i18n';
import { Button, TextField } from '@wl/ui-kit';
import { useState } from 'react';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useGetBalanceQuery } from '../../../shared/account/api';
import {
  useGetBankCardsQuery,
  useGetPaymentPasswordStatusQuery,
  useGetWithdrawConfigQuery,
  useWithdrawMutation,
} from '../api';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { SelectField } from '../../../shared/centre/SelectField';
import { Totals } from '../../../shared/centre/Totals';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { useCentreNavigate } from '../../../shared/centre/centreNavigation';
import { FormBox, Notice, Section } from '../../../shared/centre/styles';
import { useMoney } from '../../../shared/centre/useFormat';
import { PaymentPasswordField } from '../../../shared/centre/PaymentPasswordField';
import { amountProblem, parseAmount } from '../../../shared/centre/amount';
import { BindCardForm } from './BindCardForm';
import { Withdrawals } from './Withdrawals';
import { submitting } from '../../../shared/fields/submitting';

/** The slug of the page where the payment password is set. */
const ACCOUNT_SLUG = 'account';

/** withdraw: bank card, amount and payment password; then the withdrawal's confirmation. */
export function WithdrawPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const messageOf = useApiErrorMessage();
  const goTo = useCentreNavigate();
  const config = useGetWithdrawConfigQuery();
  const password = useGetPaymentPasswordStatusQuery();
  const cards = useGetBankCardsQuery();
  const balance = useGetBalanceQuery();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const [cardId, setCardId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [paymentPassword, setPaymentPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; paymentPassword?: string }>({});
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [adding, setAdding] = useState(false);

  const failed = config.error ?? password.error ?? cards.error;
  const { data: limits } = config;
  const { data: passwordStatus } = password;
  const { data: bankCards } = cards;
  const main = balance.data?.wallets.find((w) => w.walletType === 'MAIN')?.balance ?? 0;
  const cardList = cards.data?.list ?? [];
  const card = cardList.find((c) => c.cardId === cardId) ?? cardList[0];

  const submit = async () => {
    if (!config.data || !card) return;
    setNotice(null);
    const max = Math.min(config.data.maxAmount, main);
    const wrong = amountProblem(amount, max, config.data.minAmount);
    const next: typeof errors = {};
    if (wrong)
      next.amount = t(`amount.${wrong}`, {
        min: money(config.data.minAmount),
        max: money(max),
      });
    if (!paymentPassword) next.paymentPassword = t('paymentPassword.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const value = parseAmount(amount);
      await withdraw({ cardId: card.cardId, amount: value, paymentPassword }).unwrap();
      setAmount('');
      setPaymentPassword('');
      setNotice({ text: t('withdraw.submitted', { amount: money(value) }), error: false });
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
    }
  };

  return (
    <CentrePage title={tc('member.withdraw')}>
      {failed ? (
        <QueryFailure
          error={failed}
          onRetry={() => {
            void config.refetch();
            void password.refetch();
            void cards.refetch();
          }}
        />
      ) : !limits || !passwordStatus || !bankCards ? (
        <RecordSkeleton rows={4} />
      ) : (
        <>
          <Totals
            label={t('withdraw.limits')}
            items={[
              { label: t('withdraw.available'), value: money(main) },
              {
                label: t('withdraw.range'),
                value: `${money(limits.minAmount)} – ${money(limits.maxAmount)}`,
              },
              {
                label: t('withdraw.remainingToday'),
                value: `${limits.remainingToday} / ${limits.dailyCount}`,
              },
            ]}
          />
          {!passwordStatus.isSet ? (
            <Section aria-label={t('withdraw.needPassword')}>
              <p>{t('withdraw.needPassword')}</p>
              <div>
                <Button onClick={() => goTo(ACCOUNT_SLUG)}>{t('paymentPassword.setAction')}</Button>
              </div>
            </Section>
          ) : cardList.length === 0 || adding ? (
            <Section aria-labelledby="centre-bind-card">
              <h4 id="centre-bind-card">{t('cards.bind')}</h4>
              {cardList.length === 0 && <p>{t('cards.none')}</p>}
              <BindCardForm banks={bankCards.banks} onBound={() => setAdding(false)} />
            </Section>
          ) : (
            <FormBox aria-label={t('withdraw.form')} noValidate onSubmit={submitting(submit)}>
              <SelectField
                label={t('withdraw.card')}
                value={String(card?.cardId ?? '')}
                onChange={(event) => setCardId(Number(event.target.value))}
                options={cardList.map((c) => ({
                  value: String(c.cardId),
                  label: `${c.bankName} ${c.cardNumber} (${c.accountName})`,
                }))}
              />
              {cardList.length < bankCards.maxCards && (
                <div>
                  <Button size="sm" variant="ghost" onClick={() => setAdding(true)}>
                    {t('cards.add')}
                  </Button>
                </div>
              )}
              <TextField
                label={t('withdraw.amount')}
                inputMode="decimal"
                value={amount}
                error={errors.amount}
                hint={t('withdraw.amountHint', {
                  min: money(limits.minAmount),
                  max: money(Math.min(limits.maxAmount, main)),
                })}
                onChange={(event) => setAmount(event.target.value)}
              />
              <PaymentPasswordField
                label={t('paymentPassword.field')}
                value={paymentPassword}
                error={errors.paymentPassword}
                onChange={(event) => setPaymentPassword(event.target.value)}
              />
              <div role="status">
                {notice && <Notice $error={notice.error}>{notice.text}</Notice>}
              </div>
              <div>
                <Button type="submit" loading={isLoading} disabled={limits.remainingToday <= 0}>
                  {t('withdraw.submit')}
                </Button>
              </div>
            </FormBox>
          )}
          <Section aria-labelledby="centre-withdrawals">
            <h4 id="centre-withdrawals">{t('withdraw.records')}</h4>
            <Withdrawals autoReceiveMinutes={limits.autoReceiveMinutes} />
          </Section>
        </>
      )}
    </CentrePage>
  );
}
