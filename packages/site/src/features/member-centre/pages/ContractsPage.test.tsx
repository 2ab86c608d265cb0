import { screen, waitFor, within } from '@testing-library/react';
import type { Contract } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../../shared/testing/testPlatform.test-helper';
import { MemberCentreRoute } from '../MemberCentreRoute';
import { ContractsPage } from './ContractsPage';
import { MountedAt } from '../../../shared/centre/MountedAt.test-helper';

// player1, a downline of agent1, has a daily salary contract offered by agent1 in the seed
// (README "Agent teams"); vip1 has none.
const decisions = (calls: PlatformCall[]) =>
  calls
    .filter((call) => call.method === 'POST' && call.path === '/wps/member/contracts/decision')
    .map((call) => call.body);

/** player1's contracts as the platform lists them. */
async function contractsOf(platform: Pick<SetUpPlatform, 'get'>, token?: string) {
  return (await platform.get<{ list: Contract[] }>('/wps/member/contracts', { token })).list;
}

/** agent1 offers player1 a monthly dividend, player1 accepts it, and agent1 ends it. */
async function terminatedDividend(platform: SetUpPlatform) {
  const agent = await platform.signInAs('agent1');
  const player = await platform.signInAs('player1');
  const offered = await platform.post<Contract>(
    '/wps/agent/contract/dividend',
    { downline: 'player1', rate: 0.3, period: 'M' },
    { token: agent },
  );
  const decide = (decision: string, token: string) =>
    platform.post(
      '/wps/member/contracts/decision',
      { contractId: offered.id, decision },
      { token },
    );
  await decide('accept', player);
  await decide('terminate', agent);
}

function Site() {
  return <MountedAt base="/member" element={<MemberCentreRoute />} />;
}

describe('my contracts (member centre)', () => {
  it('shows each contract with its terms and state; an offer can be accepted', async () => {
    const { user, calls, platform } = await renderWithProviders(<ContractsPage />, {
      signedInAs: 'player1',
      setUp: terminatedDividend,
    });
    const list = await screen.findByRole('list', { name: 'Contracts offered to you' });
    const daily = within(list).getByRole('region', { name: 'Daily salary from agent1' });
    expect(within(daily).getByText('1%')).toBeVisible();
    expect(within(daily).getByText('Daily')).toBeVisible();
    expect(within(daily).getByText('Daily bet amount').nextSibling).toHaveTextContent('0.00');
    expect(within(daily).getByText('Offered')).toBeVisible();
    const dividend = within(list).getByRole('region', { name: 'Dividend from agent1' });
    expect(within(dividend).getByText('30%')).toBeVisible();
    expect(within(dividend).getByText('Terminated')).toBeVisible();
    expect(within(dividend).getByText('Monthly')).toBeVisible();
    expect(within(dividend).queryByText(/bet amount/)).toBeNull();
    expect(within(dividend).queryByRole('button')).toBeNull();

    const offer = (await contractsOf(platform)).find((c) => c.kind === 'dailySalary')!;
    await user.click(within(daily).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You accepted the Daily salary contract from agent1.',
      ),
    );
    expect(decisions(calls)).toEqual([{ contractId: offer.id, decision: 'accept' }]);
    await waitFor(() => expect(within(daily).getByText('Accepted')).toBeVisible());
    expect(within(daily).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect((await contractsOf(platform)).find((c) => c.id === offer.id)?.status).toBe('accepted');
  });

  it('rejects an offer', async () => {
    const { user, calls, platform } = await renderWithProviders(<ContractsPage />, {
      signedInAs: 'player1',
    });
    const card = await screen.findByRole('region', { name: 'Daily salary from agent1' });
    const [offer] = await contractsOf(platform);
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'You rejected the Daily salary contract from agent1.',
      ),
    );
    expect(await within(card).findByText('Rejected')).toBeVisible();
    expect(decisions(calls)).toEqual([{ contractId: offer!.id, decision: 'reject' }]);
  });

  it('says so when the platform refuses the decision', async () => {
    const { user, platform } = await renderWithProviders(<ContractsPage />, {
      signedInAs: 'player1',
    });
    const card = await screen.findByRole('region', { name: 'Daily salary from agent1' });
    // Meanwhile the player accepted it on another device: the page's decision comes second.
    const [offer] = await contractsOf(platform);
    await platform.post('/wps/member/contracts/decision', {
      contractId: offer!.id,
      decision: 'accept',
    });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('The contract is already accepted'),
    );
  });

  it('is in the menu only once a contract was offered', async () => {
    const withOffer = await renderWithProviders(<Site />, {
      signedInAs: 'player1',
      path: '/member/contracts',
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
    const { location } = await renderWithProviders(<Site />, {
      signedInAs: 'vip1',
      path: '/member/contracts',
    });
    await waitFor(() => expect(location.current).toBe('/member/account'));
    const dialog = await screen.findByRole('dialog', { name: 'Member Centre' });
    expect(within(dialog).queryByRole('link', { name: 'My contracts' })).toBeNull();
  });
});
