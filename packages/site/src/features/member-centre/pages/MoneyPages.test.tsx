import { screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import { describe, expect, it } from 'vitest';
import lotus from '../../../../../../brands/lotus.json';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import { DepositPage } from './DepositPage';
import { UplineTransferPage } from './UplineTransferPage';
import { WalletPage } from './WalletPage';
import { WithdrawPage } from './WithdrawPage';

// vip1 has an upline (agent1), a bank card and the payment password 123456 in the seed (e2e uses them too).
const PAYMENT_PASSWORD = '123456';
const posts = (calls: PlatformCall[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path);

describe('money pages (member centre)', () => {
  it('upline: checks both fields first; a refused transfer moves nothing and keeps the amount', async () => {
    const { user, calls, platform } = await renderWithProviders(<UplineTransferPage />, {
      signedInAs: 'vip1',
    });
    const form = await screen.findByRole('form', { name: 'Transfer to upline' });
    const { balance } = await platform.get<{ balance: number }>('/wps/member/transfer/upline');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByText('Enter an amount.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the password.')).toBeInTheDocument();
    expect(posts(calls, '/wps/member/transfer/upline')).toHaveLength(0);

    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '1.25');
    await user.type(within(form).getByLabelText('Payment password'), '000000');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(within(form).getByRole('status')).not.toBeEmptyDOMElement());
    expect(within(form).getByRole('status')).not.toHaveTextContent('1.25');
    expect(amount).toHaveValue('1.25');
    expect((await platform.get<{ balance: number }>('/wps/member/transfer/upline')).balance).toBe(
      balance,
    );

    const password = within(form).getByLabelText('Payment password');
    await user.clear(password);
    await user.type(password, PAYMENT_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText(/has been transferred to your upline/)).toHaveTextContent(
      '1.25',
    );
    expect(amount).toHaveValue('');
    expect(password).toHaveValue('');
    expect(posts(calls, '/wps/member/transfer/upline').at(-1)?.body).toMatchObject({
      amount: 1.25,
    });
  });

  it('withdraw: an amount over the limits and no password are refused before any call', async () => {
    const { user, calls } = await renderWithProviders(<WithdrawPage />, { signedInAs: 'vip1' });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    await user.type(within(form).getByRole('textbox', { name: 'Withdrawal amount' }), '99999999');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(within(form).getByText(/^The amount must not exceed /)).toBeInTheDocument();
    expect(within(form).getByText('Enter the password.')).toBeInTheDocument();
    expect(posts(calls, '/wps/member/withdraw')).toHaveLength(0);
  });

  it('withdraw: a refused password moves nothing; the accepted withdrawal is named', async () => {
    const { user, calls, platform } = await renderWithProviders(<WithdrawPage />, {
      signedInAs: 'vip1',
    });
    const form = await screen.findByRole('form', { name: 'Withdraw' });
    const before = await platform.get<{ sumBalance: number }>('/wps/v2/wallets/balance');
    const amount = within(form).getByRole('textbox', { name: 'Withdrawal amount' });
    const password = within(form).getByLabelText('Payment password');
    await user.type(amount, '100');
    await user.type(password, '000000');
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(form).getByRole('status')).not.toBeEmptyDOMElement());
    expect(amount).toHaveValue('100');
    expect(await platform.get('/wps/v2/wallets/balance')).toMatchObject(before);
    await user.clear(password);
    await user.type(password, PAYMENT_PASSWORD);
    await user.click(within(form).getByRole('button', { name: 'Withdraw' }));
    expect(
      await within(form).findByText('Your withdrawal of 100.00 has been submitted.'),
    ).toBeInTheDocument();
    expect(amount).toHaveValue('');
    expect(posts(calls, '/wps/member/withdraw')).toHaveLength(2);
  });

  it('deposit: an amount under the method’s minimum is refused; a good one places the order', async () => {
    const { user, calls } = await renderWithProviders(<DepositPage />, { signedInAs: 'vip1' });
    const form = await screen.findByRole('form', { name: 'Deposit' });
    await user.click(within(form).getByRole('radio', { name: /^Local bank transfer/ }));
    const amount = within(form).getByRole('textbox', { name: 'Deposit amount' });
    await user.type(amount, '0.5');
    await user.click(within(form).getByRole('button', { name: 'Create deposit order' }));
    expect(within(form).getByText(/^The amount must be at least /)).toBeInTheDocument();
    expect(posts(calls, '/wps/member/deposit')).toHaveLength(0);

    await user.clear(amount);
    await user.type(amount, '150');
    await user.click(within(form).getByRole('button', { name: 'Create deposit order' }));
    const order = await screen.findByRole('region', { name: 'Your deposit order' });
    expect(order).toHaveTextContent('150.00');
    expect(amount).toHaveValue('');
    expect(posts(calls, '/wps/member/deposit')[0]?.body).toMatchObject({ amount: 150 });
  });

  it('wallet: two different wallets and an amount within the balance; the transfer is named', async () => {
    const { user, calls } = await renderWithProviders(<WalletPage />, {
      brand: lotus as Brand,
      signedInAs: 'vip1',
    });
    const form = await screen.findByRole('form', { name: 'Transfer between wallets' });
    const amount = within(form).getByRole('textbox', { name: 'Amount' });
    await user.type(amount, '2');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(within(form).getByText('Choose two different wallets.')).toBeInTheDocument();
    expect(posts(calls, '/wps/v2/wallets/transfer')).toHaveLength(0);

    const wallets = screen.getByRole('list', { name: 'Wallet balances' });
    await user.click(within(wallets).getAllByRole('button', { name: /^Transfer in to / })[0]!);
    expect(within(form).queryByText('Choose two different wallets.')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(/^2\.00 transferred from Main wallet to /)).toBeInTheDocument();
    expect(amount).toHaveValue('');
    expect(posts(calls, '/wps/v2/wallets/transfer')[0]?.body).toMatchObject({
      from: 'MAIN',
      amount: 2,
    });
  });
});
