import type { DepositMethod, DepositOrder } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, TextField, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import {
  memberCentreApi,
  useDepositMutation,
  useGetDepositMethodsQuery,
  useGetDepositOrdersQuery,
} from '../api';
import { ReportSection } from '../../../shared/centre/RecordReport';
import { RecordStates } from '../../../shared/centre/RecordStates';
import type { RecordColumn } from '../../../shared/centre/RecordTable';
import { RECORD_PAGE_SIZE } from '../../../shared/centre/useRecordFilter';
import { MemberPage } from './MemberPage';
import { Section, tile } from '../../../shared/centre/styles';
import { useAmountColumn } from '../../../shared/centre/columns';
import { useCentreFormat, useMoney } from '../../../shared/centre/useFormat';
import { submitting } from '../../../shared/fields/submitting';
import { usePaymentForm } from './usePaymentForm';
import { DetailList } from '../../../shared/ui/DetailList';
import { FormSubmit } from '../../../shared/centre/FormOutcome';

/** While an order waits for the platform, its status is read again this often. */
export const PENDING_POLL_MS = 5000;

const Methods = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: ${vars.space.sm};

  label {
    display: grid;
    gap: ${vars.space.xxs};
    ${tile}
    cursor: pointer;
  }
  label:has(input:checked) {
    border-color: ${vars.color.primary};
    box-shadow: inset 0 0 0 1px ${vars.color.primary};
  }
  input {
    position: absolute;
    opacity: 0;
  }
  label:has(input:focus-visible) {
    outline: 2px solid ${vars.color.focus};
  }
  small {
    color: ${vars.color.textMuted};
  }
`;

const DepositForm = styled.form`
  display: grid;
  gap: ${vars.space.md};

  fieldset {
    display: grid;
    gap: ${vars.space.xs};
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    margin-bottom: ${vars.space.xs};
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

const AmountField = styled.div`
  max-width: 440px;
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Payee = DetailList;

/** The order just placed: what to pay, to whom, the reference to quote and where it stands. */
function OrderCard({ order }: { order: DepositOrder }) {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  return (
    <Section aria-label={t('deposit.order')}>
      <h4>{t('deposit.order')}</h4>
      <p>{t(`deposit.statusHint.${order.status}`)}</p>
      <Payee>
        <dt>{t('deposit.orderNo')}</dt>
        <dd>{order.orderNo}</dd>
        <dt>{t('records.amount')}</dt>
        <dd>{money(order.amount)}</dd>
        <dt>{t('deposit.method')}</dt>
        <dd>{order.methodName}</dd>
        <dt>{t('deposit.bank')}</dt>
        <dd>{order.payee.bankName}</dd>
        <dt>{t('deposit.accountName')}</dt>
        <dd>{order.payee.accountName}</dd>
        <dt>{t('deposit.accountNumber')}</dt>
        <dd>{order.payee.accountNumber}</dd>
        <dt>{t('records.status')}</dt>
        <dd>{t(`deposit.status.${order.status}`)}</dd>
      </Payee>
    </Section>
  );
}

/** depositv2: a method, an amount within its limits, then the pending order the platform settles. */
export function DepositPage() {
  const { t } = useTranslation('memberCentre');
  const { money, dateTime } = useCentreFormat();
  const methods = useGetDepositMethodsQuery();
  const [methodId, setMethodId] = useState<number | null>(null);
  const amountColumn = useAmountColumn();
  const form = usePaymentForm({ paymentPassword: false });
  const [placedId, setPlacedId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [deposit, { isLoading }] = useDepositMutation();
  // A pending order turns paid or failed on the platform's side: read the list again until none waits.
  const ordersArgs = { pageNo: page, pageSize: RECORD_PAGE_SIZE };
  const { anyPending } = memberCentreApi.endpoints.getDepositOrders.useQueryState(ordersArgs, {
    selectFromResult: ({ data }) => ({
      anyPending: data?.list.some((order) => order.status === 'PENDING') ?? false,
    }),
  });
  const orders = useGetDepositOrdersQuery(ordersArgs, {
    pollingInterval: anyPending ? PENDING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const list = methods.data?.list ?? [];
  const method: DepositMethod | undefined = list.find((m) => m.methodId === methodId) ?? list[0];
  const placed = orders.data?.list.find((order) => order.orderId === placedId);

  const submit = () =>
    method &&
    form.submit({ min: method.minAmount, max: method.maxAmount }, async (amount) => {
      const order = await deposit({ methodId: method.methodId, amount }).unwrap();
      setPlacedId(order.orderId);
      setPage(1);
      return null;
    });

  const columns: RecordColumn<DepositOrder>[] = [
    { id: 'time', header: t('records.time'), cell: (row) => dateTime(row.createdAt) },
    { id: 'orderNo', header: t('deposit.orderNo'), cell: (row) => row.orderNo },
    { id: 'method', header: t('deposit.method'), cell: (row) => row.methodName },
    amountColumn('amount', t('records.amount'), (row) => row.amount),
    { id: 'status', header: t('records.status'), cell: (row) => t(`deposit.status.${row.status}`) },
  ];

  return (
    <MemberPage entry="depositv2">
      <RecordStates
        query={methods}
        skeletonRows={3}
        empty={{ title: t('deposit.noMethods'), when: () => !method }}
      >
        {() =>
          method && (
            <DepositForm aria-label={t('deposit.form')} noValidate onSubmit={submitting(submit)}>
              <fieldset>
                <legend>{t('deposit.method')}</legend>
                <Methods>
                  {list.map((m) => (
                    <label key={m.methodId}>
                      <input
                        type="radio"
                        name="deposit-method"
                        checked={m.methodId === method.methodId}
                        onChange={() => setMethodId(m.methodId)}
                      />
                      <strong>{m.name}</strong>
                      <small>
                        {t('deposit.limits', { min: money(m.minAmount), max: money(m.maxAmount) })}
                      </small>
                    </label>
                  ))}
                </Methods>
              </fieldset>
              <Presets role="group" aria-label={t('deposit.quickAmounts')}>
                {method.presetAmounts.map((preset) => (
                  <Button
                    key={preset}
                    size="sm"
                    variant="secondary"
                    onClick={() => form.amount.set(String(preset))}
                  >
                    {money(preset)}
                  </Button>
                ))}
              </Presets>
              <AmountField>
                <TextField
                  label={t('deposit.amount')}
                  inputMode="decimal"
                  value={form.amount.value}
                  error={form.amount.error}
                  hint={t('deposit.limits', {
                    min: money(method.minAmount),
                    max: money(method.maxAmount),
                  })}
                  onChange={(event) => form.amount.set(event.target.value)}
                />
              </AmountField>
              <FormSubmit outcome={form.outcome} label={t('deposit.submit')} loading={isLoading} />
            </DepositForm>
          )
        }
      </RecordStates>
      {placed && <OrderCard order={placed} />}
      <ReportSection
        id="centre-deposit-orders"
        title={t('deposit.orders')}
        query={orders}
        columns={columns}
        rowKey={(row) => row.orderId}
        empty={{ title: t('deposit.noOrders') }}
        skeletonRows={3}
        paging={{ page, onChange: setPage }}
      />
    </MemberPage>
  );
}
