import { useTranslation } from '@wl/i18n';
import { Button, TextField, vars } from '@wl/ui-kit';
import { useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useGetBalanceQuery } from '../../../shared/account/api';
import { useGetVendorLanesQuery } from '../../../shared/games';
import { useGetMerchantWalletQuery, useTransferWalletMutation } from '../api';
import { allOf, RecordStates } from '../../../shared/centre/RecordStates';
import { OutcomeStatus } from '../../../shared/centre/FormOutcome';
import { SelectField } from '../../../shared/centre/SelectField';
import { Totals } from '../../../shared/centre/Totals';
import { MemberPage } from './MemberPage';
import { useMoney } from '../../../shared/centre/useFormat';
import { tile } from '../../../shared/centre/styles';
import { submitting } from '../../../shared/fields/submitting';
import { usePaymentForm } from './usePaymentForm';

export const MAIN_WALLET = 'MAIN';

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  align-items: end;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
`;

const Wallets = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    gap: ${vars.space.xs};
    ${tile}
  }
  span {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  strong {
    font-variant-numeric: tabular-nums;
  }
  div {
    display: flex;
    gap: ${vars.space.xs};
  }
`;

interface WalletRow {
  code: string;
  name: string;
  balance: number;
}

/** transferFund: the balance of every wallet and transfers between the main and a vendor wallet. */
export function WalletPage() {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  const balance = useGetBalanceQuery();
  const merchant = useGetMerchantWalletQuery();
  const single = merchant.data?.isSingle ?? false;
  const lanes = useGetVendorLanesQuery(undefined, { skip: single || !merchant.data });
  const [transfer, { isLoading: moving }] = useTransferWalletMutation();
  const [from, setFrom] = useState(MAIN_WALLET);
  const [to, setTo] = useState('');
  const form = usePaymentForm({ paymentPassword: false });
  const amountRef = useRef<HTMLInputElement>(null);

  // Every vendor has a wallet (zero until money moves there); the platform lists those that hold some.
  const wallets = useMemo<WalletRow[]>(() => {
    const held = new Map((balance.data?.wallets ?? []).map((w) => [w.walletType, w.balance]));
    const names = new Map<string, string>();
    for (const lane of lanes.data ?? [])
      for (const card of lane.cards) names.set(card.vassalage, card.displayName);
    for (const code of held.keys())
      if (code !== MAIN_WALLET && !names.has(code)) names.set(code, code);
    return [
      { code: MAIN_WALLET, name: t('wallet.main'), balance: held.get(MAIN_WALLET) ?? 0 },
      ...[...names].map(([code, name]) => ({ code, name, balance: held.get(code) ?? 0 })),
    ];
  }, [balance.data, lanes.data, t]);
  const nameOf = (code: string) => wallets.find((w) => w.code === code)?.name ?? code;
  const available = wallets.find((w) => w.code === from)?.balance ?? 0;

  const prefill = (nextFrom: string, nextTo: string) => {
    setFrom(nextFrom);
    setTo(nextTo);
    form.clearProblems();
    amountRef.current?.focus();
  };

  const submit = () =>
    form.submit(
      { max: available, problem: !to || from === to ? 'sameWallet' : null },
      async (amount) => {
        await transfer({ from, to, amount }).unwrap();
        return t('wallet.transferred', {
          amount: money(amount),
          from: nameOf(from),
          to: nameOf(to),
        });
      },
    );

  return (
    <MemberPage entry="transferFund">
      <RecordStates query={allOf(balance, merchant)} skeletonRows={3}>
        {([{ sumBalance }]) =>
          single ? (
            <>
              <Totals
                label={t('wallet.balances')}
                items={[{ label: t('wallet.balance'), value: money(sumBalance) }]}
              />
              <p>{t('wallet.singleWallet')}</p>
            </>
          ) : (
            <>
              <Totals
                label={t('wallet.balances')}
                items={[
                  { label: t('wallet.total'), value: money(sumBalance) },
                  { label: t('wallet.main'), value: money(wallets[0]?.balance ?? 0) },
                ]}
              />
              <Form aria-label={t('wallet.transfer')} noValidate onSubmit={submitting(submit)}>
                <SelectField
                  label={t('wallet.from')}
                  value={from}
                  onChange={(event) => setFrom(event.target.value)}
                  options={wallets.map((w) => ({
                    value: w.code,
                    label: `${w.name} (${money(w.balance)})`,
                  }))}
                />
                <SelectField
                  label={t('wallet.to')}
                  value={to}
                  onChange={(event) => setTo(event.target.value)}
                  options={[
                    { value: '', label: t('wallet.chooseWallet') },
                    ...wallets
                      .filter((w) => w.code !== from)
                      .map((w) => ({ value: w.code, label: w.name })),
                  ]}
                />
                <TextField
                  ref={amountRef}
                  label={t('wallet.amount')}
                  inputMode="decimal"
                  value={form.amount.value}
                  error={form.amount.error}
                  hint={t('wallet.available', { amount: money(available) })}
                  onChange={(event) => form.amount.set(event.target.value)}
                />
                <Button type="submit" loading={moving}>
                  {t('wallet.submit')}
                </Button>
              </Form>
              <OutcomeStatus outcome={form.outcome} />
              <Wallets aria-label={t('wallet.balances')}>
                {wallets.slice(1).map((wallet) => (
                  <li key={wallet.code} aria-label={wallet.name}>
                    <span>{wallet.name}</span>
                    <strong>{money(wallet.balance)}</strong>
                    <div>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('wallet.transferInTo', { name: wallet.name })}
                        onClick={() => prefill(MAIN_WALLET, wallet.code)}
                      >
                        {t('wallet.transferIn')}
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        disabled={wallet.balance <= 0}
                        aria-label={t('wallet.transferOutOf', { name: wallet.name })}
                        onClick={() => prefill(wallet.code, MAIN_WALLET)}
                      >
                        {t('wallet.transferOut')}
                      </Button>
                    </div>
                  </li>
                ))}
              </Wallets>
            </>
          )
        }
      </RecordStates>
    </MemberPage>
  );
}
