import { useTranslation } from '@wl/i18n';
import { useGetUplineInfoQuery, useTransferToUplineMutation } from '../api';
import { RecordStates } from '../../../shared/centre/RecordStates';
import { Totals } from '../../../shared/centre/Totals';
import { MemberPage } from './MemberPage';
import { FormBox } from '../../../shared/centre/styles';
import { useMoney } from '../../../shared/centre/useFormat';
import { submitting } from '../../../shared/fields/submitting';
import { PaymentFormFields } from './PaymentFormFields';
import { usePaymentForm } from './usePaymentForm';

/** transferUpline: money from the main wallet to the player's upline, confirmed by the payment password. */
export function UplineTransferPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const money = useMoney();
  const info = useGetUplineInfoQuery();
  const [transfer, { isLoading }] = useTransferToUplineMutation();
  const form = usePaymentForm();

  return (
    <MemberPage entry="transferUpline">
      <RecordStates query={info} skeletonRows={3}>
        {({ upline, balance, minAmount }) => {
          if (upline === null) return <p>{t('upline.none')}</p>;
          const limits = { min: minAmount, max: balance };
          const submit = () =>
            form.submit(limits, async (amount, paymentPassword) => {
              const done = await transfer({ amount, paymentPassword }).unwrap();
              return tc('transfer.uplineSuccess', { amount: money(done.amount) });
            });
          return (
            <>
              <Totals
                label={t('upline.summary')}
                items={[
                  { label: t('upline.upline'), value: upline },
                  { label: t('withdraw.available'), value: money(balance) },
                ]}
              />
              <FormBox aria-label={t('upline.form')} noValidate onSubmit={submitting(submit)}>
                <PaymentFormFields
                  form={form}
                  amountLabel={t('wallet.amount')}
                  limits={limits}
                  submitLabel={t('upline.submit')}
                  loading={isLoading}
                />
              </FormBox>
            </>
          );
        }}
      </RecordStates>
    </MemberPage>
  );
}
