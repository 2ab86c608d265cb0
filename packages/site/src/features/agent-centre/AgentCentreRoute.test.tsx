import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ConsolidatedContractInfo, ContractKind, ContractListResponse } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import lotus from '../../../../../brands/lotus.json';
import {
  renderWithProviders,
  type PlatformRoutes,
} from '../../shared/testing/renderWithProviders.test-helper';
import type { SetUpPlatform } from '../../shared/testing/testPlatform.test-helper';
import { AgentCentreRoute } from './AgentCentreRoute';
import { MountedAt } from '../../shared/centre/MountedAt.test-helper';
import { textsOf } from '../../shared/testing/texts.test-helper';

function Site() {
  return <MountedAt base="/agent" element={<AgentCentreRoute />} />;
}

const REPORTS = [
  'Announcements',
  'Team Overview',
  'Add Account',
  'Team Management',
  'Team Betting',
  'User Loss',
  'My Income',
  'Account Details',
];
const CONTRACT_PAGES = ['Dividend', 'Daily Salary', 'Hourly Salary', 'Real-time Salary'];
const CONSOLIDATED = '/wps/member/info/funds/consolidated';

/** The contract paths of each kind (`/wps/agent/contract/<kind>`). */
const CONTRACT_PATHS: Record<ContractKind, string> = {
  dividend: '/wps/agent/contract/dividend',
  dailySalary: '/wps/agent/contract/dailySalary',
  hourlySalary: '/wps/agent/contract/hourlySalary',
  realtimeSalary: '/wps/agent/contract/realtimeSalary',
};

/**
 * agent1 (every kind accepted in the seed) ends its accepted contracts of `kinds`, so the platform's
 * consolidated info turns those kinds off.
 */
const endContracts =
  (...kinds: ContractKind[]) =>
  async (platform: SetUpPlatform) => {
    const token = await platform.signInAs('agent1');
    for (const kind of kinds) {
      const { contracts } = await platform.get<ContractListResponse>(CONTRACT_PATHS[kind], {
        token,
      });
      for (const contract of contracts.filter((c) => c.status === 'accepted'))
        await platform.post(
          '/wps/member/contracts/decision',
          { contractId: contract.id, decision: 'terminate' },
          { token },
        );
    }
  };

/** agent1 of the simulator's seed, in the centre at `path`. */
async function openCentre(
  path: string,
  options: { setUp?: (platform: SetUpPlatform) => unknown; routes?: PlatformRoutes } = {},
) {
  const rendered = await renderWithProviders(<Site />, { signedInAs: 'agent1', path, ...options });
  const dialog = await screen.findByRole('dialog', { name: 'Agent Centre' });
  return { ...rendered, dialog };
}

const menuLinks = (dialog: HTMLElement) =>
  textsOf(within(dialog).getByRole('navigation', { name: 'Agent centre menu' }), 'link');

describe('agent centre overlay', () => {
  it('opens the announcements at /agent, with every report and the enabled contract pages', async () => {
    const { dialog, location } = await openCentre('/agent');
    await waitFor(() => expect(menuLinks(dialog)).toEqual([...REPORTS, ...CONTRACT_PAGES]));
    expect(location.current).toBe('/agent/announcement');
    expect(await within(dialog).findByRole('heading', { name: 'Announcements' })).toBeVisible();
  });

  it('opens each entry on its own at its address (a fresh load, a shared link)', async () => {
    const first = await openCentre('/agent/announcement');
    const menu = within(first.dialog).getByRole('navigation', { name: 'Agent centre menu' });
    await waitFor(() => expect(menuLinks(first.dialog)).toEqual([...REPORTS, ...CONTRACT_PAGES]));
    const entries = within(menu)
      .getAllByRole('link')
      .map((link) => ({ name: link.textContent ?? '', path: link.getAttribute('href') ?? '' }));
    first.router.dispose();
    cleanup();
    for (const { name, path } of entries) {
      const { dialog, location, router } = await openCentre(path);
      // A contract page waits for the consolidated info before it opens.
      const link = await within(dialog).findByRole('link', { name, current: 'page' });
      expect(link, path).toHaveAttribute('href', path);
      expect(await within(dialog).findByRole('heading', { level: 3, name }), path).toBeVisible();
      expect(location.current).toBe(path);
      router.dispose();
      cleanup();
    }
  });

  it('shows exactly the contract pages of the kinds on in the consolidated info', async () => {
    const { dialog, platform } = await openCentre('/agent/team', {
      setUp: endContracts('dividend', 'hourlySalary'),
    });
    await waitFor(() =>
      expect(menuLinks(dialog)).toEqual([...REPORTS, 'Daily Salary', 'Real-time Salary']),
    );
    expect(await platform.get<ConsolidatedContractInfo>(CONSOLIDATED)).toMatchObject({
      divtypereq: 0,
      contracthoursalreq: 0,
      dailysalreqtype: 1,
      realtimesalreqtype: 1,
    });
  });

  it.each([
    ['enableSalary', [...REPORTS, 'Dividend']],
    ['enableContract', [...REPORTS, 'Daily Salary', 'Hourly Salary', 'Real-time Salary']],
  ])('with every kind on but %s off, leaves out that family', async (flag, expected) => {
    const { dialog } = await openCentre('/agent/announcement', {
      routes: {
        // The simulator derives both family flags from the kinds on, so it never sends every kind
        // on with a family off: this answer is the test's own.
        [`GET ${CONSOLIDATED}`]: {
          dailysalreqtype: 1,
          divtypereq: 1,
          contracthoursalreq: 1,
          realtimesalreqtype: 1,
          enableSalary: true,
          enableContract: true,
          [flag]: false,
        },
      },
    });
    await waitFor(() => expect(menuLinks(dialog)).toEqual(expected));
  });

  it('a deep link to a contract page that is off opens the first entry', async () => {
    const { location } = await openCentre('/agent/hourly-salary', {
      setUp: endContracts('hourlySalary'),
    });
    await waitFor(() => expect(location.current).toBe('/agent/announcement'));
  });

  it('a deep link to an enabled contract page waits for the consolidated info and opens it', async () => {
    const { dialog, location } = await openCentre('/agent/realtime-salary');
    expect(await within(dialog).findByRole('heading', { name: 'Real-time Salary' })).toBeVisible();
    expect(within(dialog).getByText('Real-time salary settles every 5 minutes')).toBeVisible();
    expect(location.current).toBe('/agent/realtime-salary');
  });

  it('sends a guest to home with the login modal', async () => {
    const { store, location } = await renderWithProviders(<Site />, { path: '/agent/team' });
    // the router's navigation home lands after the modal opens
    await waitFor(() => {
      expect(store.getState().ui.modal).toEqual({ name: 'login' });
      expect(location.current).toBe('/');
    });
    expect(screen.queryByRole('dialog', { name: 'Agent Centre' })).toBeNull();
  });

  it('gives a trial user the real-account warning instead of the centre', async () => {
    const { store, location } = await renderWithProviders(<Site />, {
      signedInAs: 'trial',
      path: '/agent',
    });
    // the router's navigation home lands after the warning opens
    await waitFor(() => {
      expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
      expect(location.current).toBe('/');
    });
    expect(screen.queryByRole('dialog', { name: 'Agent Centre' })).toBeNull();
  });

  it('refuses a member with the catalogue message and goes home', async () => {
    const { store, location, calls } = await renderWithProviders(<Site />, {
      // player1: a member (agent flag 0) of agent1's team
      signedInAs: 'player1',
      path: '/agent/team',
    });
    await waitFor(() => {
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Non-agents cannot log in',
      });
      expect(location.current).toBe('/');
    });
    expect(screen.queryByRole('dialog', { name: 'Agent Centre' })).toBeNull();
    expect(calls.some((call) => call.path.startsWith('/wps/agent/'))).toBe(false);
  });

  it('takes an agent without two-step sign-in to its set-up where the brand requires it, and opens once it is on', async () => {
    const brand = lotus as Brand;
    expect(brand.twoFactor?.requiredForAgents).toBe(true);
    // agent1 of the simulator's seed has no two-step sign-in
    const off = await renderWithProviders(<Site />, {
      brand,
      signedInAs: 'agent1',
      path: '/agent/team',
    });
    await waitFor(() => {
      expect(off.store.getState().ui.alert).toEqual({
        tone: 'info',
        message:
          'Agents on this site must turn on two-step sign-in first. Set it up here, then open the agent centre again.',
      });
      expect(off.location.current).toBe('/member/account');
    });
    expect(off.router.state.location.hash).toBe('#two-factor');
    expect(off.calls.some((call) => call.path.startsWith('/wps/agent/'))).toBe(false);
    off.router.dispose();
    cleanup();

    // once signed in, the agent turns it on (the simulator's tables, as its set-up leaves them)
    await renderWithProviders(<Site />, {
      brand,
      signedInAs: 'agent1',
      path: '/agent/team',
      afterSignIn: ({ db }) =>
        db
          .prepare(
            "INSERT INTO totp_secrets (member_id, secret, created_at, enabled_at) SELECT id, 'JBSWY3DPEHPK3PXP', 0, 0 FROM members WHERE account = 'agent1' AND merchant_code = 'LTS88'",
          )
          .run(),
    });
    expect(await screen.findByRole('dialog', { name: 'Agent Centre' })).toBeVisible();
  });
});
