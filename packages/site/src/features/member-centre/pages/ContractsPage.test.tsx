import { screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '@wl/api-client';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import { MemberCentreRoute } from '../MemberCentreRoute';
import { CENTRE_ROUTES, MEMBER_SESSION } from '../memberCentre.test-helper';
import { ContractsPage } from './ContractsPage';

const offer = (overrides: Partial<Contract> = {}): Contract => ({
  id: 7,
  kind: 'dailySalary',
  upline: 'agent1',
  downline: 'vip1',
  rate: 0.01,
  activeMembers: 3,
  periodValidBet: 5000,
  periodProfitLoss: 0,
  betAmount: 200,
  period: 'D',
  status: 'offered',
  createdAt: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

/** A platform that keeps the player's contracts and applies their decisions. */
function contractsPlatform(start: Contract[]) {
  const contracts = start.map((c) => ({ ...c }));
  return {
    ...CENTRE_ROUTES,
    'GET /wps/member/contracts': () => ({ list: contracts.map((c) => ({ ...c })) }),
    'POST /wps/member/contracts/decision': (call: PlatformCall) => {
      const { contractId, decision } = call.body as { contractId: number; decision: string };
      const found = contracts.find((c) => c.id === contractId) as Contract;
      found.status = decision === 'accept' ? 'accepted' : 'rejected';
      return found;
    },
  };
}

const decisions = (calls: PlatformCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/wps/member/contracts/decision')
    .map((call) => call.body);

describe('my contracts (member centre)', () => {
  it('shows each contract with its terms and state; an offer can be accepted', async () => {
    const { user, calls } = await renderWithProviders(<ContractsPage />, {
      session: MEMBER_SESSION,
      routes: contractsPlatform([
        offer(),
        offer({ id: 5, kind: 'dividend', rate: 0.3, period: 'M', status: 'terminated' }),
      ]),
    });
    const list = await screen.findByRole('list', { name: 'Contracts offered to you' });
    const daily = within(list).getByRole('region', { name: 'Daily salary from agent1' });
    expect(within(daily).getByText('1%')).toBeVisible();
    expect(within(daily).getByText('Daily')).toBeVisible();
    expect(within(daily).getByText('Daily bet amount').nextSibling).toHaveTextContent('200.00');
    expect(within(daily).getByText('Offered')).toBeVisible();
    const dividend = within(list).getByRole('region', { name: 'Dividend from agent1' });
    expect(within(dividend).getByText('Terminated')).toBeVisible();
    expect(within(dividend).getByText('Monthly')).toBeVisible();
    expect(within(dividend).queryByText(/bet amount/)).toBeNull();
    expect(within(dividend).queryByRole('button')).toBeNull();

    await user.click(within(daily).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You accepted the Daily salary contract from agent1.',
    );
    expect(decisions(calls)).toEqual([{ contractId: 7, decision: 'accept' }]);
    await waitFor(() => expect(within(daily).getByText('Accepted')).toBeVisible());
    expect(within(daily).queryByRole('button', { name: 'Accept' })).toBeNull();
  });

  it('rejects an offer, and shows a refusal of the platform', async () => {
    const routes = contractsPlatform([offer()]);
    const { user, calls } = await renderWithProviders(<ContractsPage />, {
      session: MEMBER_SESSION,
      routes,
    });
    const card = await screen.findByRole('region', { name: 'Daily salary from agent1' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You rejected the Daily salary contract from agent1.',
    );
    expect(await within(card).findByText('Rejected')).toBeVisible();
    expect(decisions(calls)).toEqual([{ contractId: 7, decision: 'reject' }]);
  });

  it('says so when the platform refuses the decision', async () => {
    const { user } = await renderWithProviders(<ContractsPage />, {
      session: MEMBER_SESSION,
      routes: {
        ...contractsPlatform([offer()]),
        'POST /wps/member/contracts/decision': fail(
          'The contract is already accepted',
          'VALIDATION_FAILED',
        ),
      },
    });
    const card = await screen.findByRole('region', { name: 'Daily salary from agent1' });
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The contract is already accepted');
  });

  it('is in the menu only once a contract was offered', async () => {
    function Site() {
      return (
        <Routes>
          <Route path="/member/*" element={<MemberCentreRoute />} />
          <Route path="*" element={null} />
        </Routes>
      );
    }
    const withOffer = await renderWithProviders(<Site />, {
      session: MEMBER_SESSION,
      path: '/member/contracts',
      routes: contractsPlatform([offer()]),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Member Centre' });
    expect(await within(dialog).findByRole('heading', { name: 'My contracts' })).toBeVisible();
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    // the centre's last page; after it only the way to the safer-gambling page
    const links = within(menu).getAllByRole('link');
    expect(links.at(-2)).toHaveAccessibleName('My contracts');
    expect(links.at(-1)).toHaveAccessibleName('Safer gambling');
    expect(withOffer.location.current).toBe('/member/contracts');
    withOffer.router.dispose();
  });

  it('leaves the entry out without contracts: its link opens the first entry', async () => {
    function Site() {
      return (
        <Routes>
          <Route path="/member/*" element={<MemberCentreRoute />} />
          <Route path="*" element={null} />
        </Routes>
      );
    }
    const { location } = await renderWithProviders(<Site />, {
      session: MEMBER_SESSION,
      path: '/member/contracts',
      routes: contractsPlatform([]),
    });
    await waitFor(() => expect(location.current).toBe('/member/account'));
    const dialog = await screen.findByRole('dialog', { name: 'Member Centre' });
    expect(within(dialog).queryByRole('link', { name: 'My contracts' })).toBeNull();
  });
});
