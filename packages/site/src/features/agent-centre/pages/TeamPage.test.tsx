import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import { AGENT_ROUTES, AGENT_SESSION, DOWNLINES, paged } from '../agentCentre.test-helper';
import { TeamPage } from './TeamPage';

const transfers = (calls: PlatformCall[]) =>
  calls.filter((call) => call.method === 'POST' && call.path === '/wps/agent/transfer');

function renderTeam(routes = {}) {
  return renderWithProviders(<TeamPage />, {
    session: AGENT_SESSION,
    routes: {
      ...AGENT_ROUTES,
      'GET /wps/agent/downlines': (call: PlatformCall) => {
        const account = call.query.get('account');
        return paged(account ? DOWNLINES.filter((d) => d.account.includes(account)) : DOWNLINES, {
          total: 12,
          totalPages: 2,
        });
      },
      'GET /wps/member/password/payment': { isSet: false },
      'POST /wps/agent/transfer': { balance: 4900, downlineBalance: 350.5 },
      ...routes,
    },
  });
}

describe('team management', () => {
  it('lists the downlines with level and balance, and searches by account from page 1', async () => {
    const { user, calls } = await renderTeam();
    const table = await screen.findByRole('table', { name: 'Downlines' });
    const down1 = within(table).getByRole('row', { name: /down1/ });
    expect(within(down1).getByText('Member')).toBeVisible();
    expect(within(down1).getByText('250.50')).toBeVisible();
    const sub = within(table).getByRole('row', { name: /subagent/ });
    expect(within(sub).getByText('Agent')).toBeVisible();
    expect(within(sub).getByText('1,200.00')).toBeVisible();
    expect(within(sub).getByText('Never')).toBeVisible();
    expect(screen.getByRole('navigation', { name: 'Team pages' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Page 2 of 2' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('pageNo')).toBe('2'));
    const search = screen.getByRole('search', { name: 'Search the team' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), ' sub ');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      const last = calls.filter((call) => call.path === '/wps/agent/downlines').at(-1);
      expect(last?.query.get('account')).toBe('sub');
      expect(last?.query.get('pageNo')).toBe('1');
    });
  });

  it('transfers to a downline and says how much went to whom', async () => {
    const { user, calls } = await renderTeam();
    await user.click(await screen.findByRole('button', { name: 'Transfer to down1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to down1' });
    expect(within(dialog).queryByLabelText('Payment password')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Enter an amount.')).toBeVisible();

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '6000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(
      await within(dialog).findByText('The amount must not exceed your balance of 5,000.00.'),
    ).toBeVisible();
    expect(transfers(calls)).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '1234.5');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '1,234.50 has been transferred to down1',
    );
    expect(screen.queryByRole('dialog', { name: 'Transfer to down1' })).toBeNull();
    expect(transfers(calls).map((call) => call.body)).toEqual([
      { downline: 'down1', amount: 1234.5 },
    ]);
  });

  it('asks for the payment password when the agent has one, and shows a refusal in the dialog', async () => {
    const { user, calls } = await renderTeam({
      'GET /wps/member/password/payment': { isSet: true },
      'POST /wps/agent/transfer': fail('The password is incorrect', 'PASSWORD_INVALID'),
    });
    await user.click(await screen.findByRole('button', { name: 'Transfer to subagent' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to subagent' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '100');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('Enter your payment password.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The password is incorrect');
    expect(transfers(calls).map((call) => call.body)).toEqual([
      { downline: 'subagent', amount: 100, paymentPassword: '123456' },
    ]);
  });

  it('says so when no account matches', async () => {
    const { user } = await renderTeam({ 'GET /wps/agent/downlines': paged([]) });
    expect(await screen.findByText('No downlines found')).toBeVisible();
    const search = screen.getByRole('search', { name: 'Search the team' });
    await user.type(within(search).getByRole('searchbox', { name: 'Account' }), 'zzz');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No account in your team matches “zzz”.')).toBeVisible();
  });
});
