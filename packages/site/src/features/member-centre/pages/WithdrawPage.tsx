import { useTranslation } from '@wl/i18n';
import { Button } from '@wl/ui-kit';
import { useState } from 'react';
import { useGetBalanceQuery } from '../../../shared/account/api';
import {
  useGetBankCardsQuery,
  useGetPaymentPasswordStatusQuery,
  useGetWithdrawConfigQuery,
  useWithdrawMutation,
} from '../api';
import { allOf, RecordStates } from '../../../shared/centre/RecordStates';
import { SelectField } from '../../../shared/centre/SelectField';
import { Totals } from '../../../shared/centre/Totals';
import { MemberPage } from './MemberPage';
import { useCentreNavigate } from '../../../shared/centre/centreNavigation';
import { FormBox, Section } from '../../../shared/centre/styles';
import { useMoney } from '../../../shared/centre/useFormat';
import { BindCardForm } from './BindCardForm';
import { Withdrawals } from './Withdrawals';
import { submitting } from '../../../shared/fields/submitting';
import { PaymentFormFields } from './PaymentFormFields';
import { usePaymentForm } from './usePaymentForm';

/** The slug of the page where the payment password is set. */
const ACCOUNT_SLUG = 'account';

/** withdraw: bank card, amount and payment password; then the withdrawal's confirmation. */
export function WithdrawPage() {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  const goTo = useCentreNavigate();
  const config = useGetWithdrawConfigQuery();
  const password = useGetPaymentPasswordStatusQuery();
  const cards = useGetBankCardsQuery();
  const balance = useGetBalanceQuery();
  const [withdraw, { isLoading }] = useWithdrawMutation();
  const [cardId, setCardId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const form = usePaymentForm();

  const main = balance.data?.wallets.find((w) => w.walletType === 'MAIN')?.balance ?? 0;
  const cardList = cards.data?.list ?? [];
  const card = cardList.find((c) => c.cardId === cardId) ?? cardList[0];

  return (
    <MemberPage entry="withdraw">
      <RecordStates query={allOf(config, password, cards)} skeletonRows={4}>
        {([limits, passwordStatus, bankCards]) => {
          const bounds = { min: limits.minAmount, max: Math.min(limits.maxAmount, main) };
          const submit = () =>
            card &&
            form.submit(bounds, async (amount, paymentPassword) => {
              await withdraw({ cardId: card.cardId, amount, paymentPassword }).unwrap();
              return t('withdraw.submitted', { amount: money(amount) });
            });
          return (
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
                    <Button onClick={() => goTo(ACCOUNT_SLUG)}>
                      {t('paymentPassword.setAction')}
                    </Button>
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
                  <PaymentFormFields
                    form={form}
                    amountLabel={t('withdraw.amount')}
                    limits={bounds}
                    submitLabel={t('withdraw.submit')}
                    loading={isLoading}
                    disabled={limits.remainingToday <= 0}
                  />
                </FormBox>
              )}
              <Section aria-labelledby="centre-withdrawals">
                <h4 id="centre-withdrawals">{t('withdraw.records')}</h4>
                <Withdrawals autoReceiveMinutes={limits.autoReceiveMinutes} />
              </Section>
            </>
          );
        }}
      </RecordStates>
    </MemberPage>
  );
}
