/**
 * The agent centre as agents of each contract type see it: exactly their menu entries, every entry
 * with one action (add account, transfer to a downline, reports with their totals and the user-loss
 * drill-down, a contract offered that the new downline accepts in another browser, then terminated),
 * and the refusals for a member, a trial user (by the agent link and by the account menu) and a guest.
 */
import type { Browser, Page } from '@playwright/test';
import { ON_BRANDS, expect, test } from '../fixtures';
import { apiSignIn, writeSession, type ApiSession, type Role } from '../session';
import { expectRealAccountWarning, uniqueUsername, skipUnlessFlagOn } from '../support';

const PAYMENT_PASSWORD = '123456';
/** The agent flag of a trial (free-play) account. */
const TRIAL_AGENT_FLAG = 4;
const REPORT_ENTRIES = [
  'Announcements',
  'Team Overview',
  'Add Account',
  'Team Management',
  'Team Betting',
  'User Loss',
  'My Income',
  'Account Details',
] as const;
/** The seeded agent of each contract type and the contract page it alone gets. */
const CONTRACT_AGENTS = [
  { agent: 'agentdiv1', role: 'agentDividend', page: 'Dividend' },
  { agent: 'agentdaily1', role: 'agentDaily', page: 'Daily Salary' },
  { agent: 'agenthour1', role: 'agentHourly', page: 'Hourly Salary' },
  { agent: 'agentreal1', role: 'agentRealtime', page: 'Real-time Salary' },
] as const;

function centre(page: Page) {
  return page.getByRole('dialog', { name: 'Agent Centre' });
}
function centrePage(page: Page, title: string) {
  return centre(page).getByRole('region', { name: title, exact: true });
}
function menu(page: Page) {
  return centre(page).getByRole('navigation', { name: 'Agent centre menu' });
}

/** Signed in by API as `role`, home, then the account menu's Agent Centre. */
async function openAgentCentre(
  page: Page,
  signIn: (role: Role) => Promise<ApiSession>,
  role: Role,
) {
  await signIn(role);
  await page.goto('/');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Agent Centre' }).click();
  await expect(centre(page)).toBeVisible();
}

/** A second player in their own browser context (a downline answering an offer). */
async function otherPlayer(browser: Browser, page: Page) {
  const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
  return { context, page: await context.newPage() };
}

/** The menu of `contractPage`'s agent, once open: the team entries, then that contract page alone. */
async function expectContractMenu(page: Page, contractPage: string) {
  await expect(menu(page).getByRole('link', { name: contractPage })).toBeVisible();
  expect(await menu(page).getByRole('link').allInnerTexts()).toEqual([
    ...REPORT_ENTRIES,
    contractPage,
  ]);
}

test.describe('agent centre', () => {
  // agentdaily1's menu is the first step of its contract flow below (the same sign-in and centre).
  for (const { agent, role, page: contractPage } of CONTRACT_AGENTS.filter(
    ({ role }) => role !== 'agentDaily',
  )) {
    test(`${agent} sees the team entries and only the ${contractPage} contract page`, async ({
      page,
      signIn,
    }) => {
      await openAgentCentre(page, signIn, role);
      await expectContractMenu(page, contractPage);
    });
  }

  test('every entry opens its page; the reports show totals and drill down by level', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(90_000);
    await openAgentCentre(page, signIn, 'agent');
    await expect(menu(page).getByRole('link', { name: 'Account Details' })).toBeVisible();
    for (const name of await menu(page).getByRole('link').allInnerTexts()) {
      await menu(page).getByRole('link', { name, exact: true }).click();
      await expect(
        centre(page).getByRole('heading', { level: 3, name, exact: true }),
      ).toBeVisible();
      // That /agent/<slug> opens the entry on its own (a reload, a shared link) is a11y.spec's sweep.
    }

    // Team betting: 30 days of the whole team, a level filter.
    await menu(page).getByRole('link', { name: 'Team Betting' }).click();
    const bets = centrePage(page, 'Team Betting');
    await bets.getByRole('button', { name: '30 days' }).click();
    await expect(
      bets.getByRole('table', { name: 'Team Betting' }).getByRole('row'),
    ).not.toHaveCount(1);
    await bets.getByRole('combobox', { name: 'Level' }).selectOption({ label: 'Level 2' });
    await expect(bets.getByRole('table', { name: 'Team Betting' })).toBeVisible();

    // User loss: one row per direct downline; a downline with a team opens its level.
    await menu(page).getByRole('link', { name: 'User Loss' }).click();
    const loss = centrePage(page, 'User Loss');
    await loss.getByRole('button', { name: '30 days' }).click();
    await loss.getByRole('button', { name: 'View downlines of down01' }).click();
    await expect(loss.getByRole('table', { name: 'User Loss' })).toContainText('team2a');
    await expect(loss.getByRole('navigation', { name: 'Team levels' })).toContainText('down01');

    // My income and account details: records with totals.
    await menu(page).getByRole('link', { name: 'My Income' }).click();
    const income = centrePage(page, 'My Income');
    await income.getByRole('button', { name: '30 days' }).click();
    await expect(income.getByRole('table', { name: 'My Income' }).getByRole('row')).not.toHaveCount(
      1,
    );
    await menu(page).getByRole('link', { name: 'Account Details' }).click();
    const details = centrePage(page, 'Account Details');
    await details.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposit' });
    await expect(details.getByRole('table', { name: 'Account Details' })).toContainText('Deposit');
  });

  test('agentdaily1 sees only the Daily Salary contract page, adds an account, transfers to it, offers a contract the downline accepts, then terminates it', async ({
    page,
    brand,
    browser,
    request,
    simUrl,
    signIn,
  }) => {
    test.setTimeout(120_000);
    await openAgentCentre(page, signIn, 'agentDaily');

    await test.step('agentdaily1 sees the team entries and only the Daily Salary contract page', async () => {
      await expectContractMenu(page, 'Daily Salary');
    });

    await test.step('an agent adds an account, transfers to it, offers a contract the downline accepts, then terminates it', async () => {
      // Add account: the register rules, then a new direct downline.
      await menu(page).getByRole('link', { name: 'Add Account' }).click();
      const add = centrePage(page, 'Add Account').getByRole('form', { name: 'New account' });
      const account = uniqueUsername('ag');
      const password = 'Downline123';
      await add.getByRole('textbox', { name: 'Account' }).fill(account);
      await add.getByLabel('Password', { exact: true }).fill(password);
      await add.getByLabel('Confirm password').fill('Different123');
      await add.getByRole('button', { name: 'Add account' }).click();
      await expect(add).toContainText('Incorrect confirmation input');
      await add.getByLabel('Confirm password').fill(password);
      // Enter submits: a click could land where the button was before the mismatch message went away.
      await add.getByLabel('Confirm password').press('Enter');
      await expect(add.getByRole('status')).toContainText(account);

      // Team management: find it and transfer to it; the message names the amount.
      await menu(page).getByRole('link', { name: 'Team Management' }).click();
      const team = centrePage(page, 'Team Management');
      await team.getByRole('searchbox', { name: 'Account' }).fill(account);
      await team.getByRole('button', { name: 'Search' }).click();
      await team.getByRole('button', { name: `Transfer to ${account}` }).click();
      const transfer = page.getByRole('dialog', { name: `Transfer to ${account}` });
      await transfer.getByRole('textbox', { name: 'Amount' }).fill('12.5');
      // Every seeded agent has a payment password (apps/platform-sim/src/db/seeders/agents.ts): the field shows once the dialog has
      // read that, which may be after the amount is typed.
      await transfer.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await transfer.getByRole('button', { name: 'Transfer' }).click();
      await expect(team.getByRole('status')).toContainText(
        `12.50 has been transferred to ${account}`,
      );

      // Offer a daily salary contract to the new downline.
      await menu(page).getByRole('link', { name: 'Daily Salary' }).click();
      const salary = centrePage(page, 'Daily Salary');
      const offer = salary.getByRole('form', { name: 'Offer a contract' });
      await offer.getByRole('combobox', { name: 'Downline account' }).fill(account);
      await offer.getByRole('textbox', { name: 'Rate (%)' }).fill('1.5');
      await offer.getByRole('textbox', { name: 'Active members' }).fill('3');
      await offer.getByRole('textbox', { name: 'Valid bet in period' }).fill('1000');
      await offer.getByRole('textbox', { name: 'Profit and loss in period' }).fill('200');
      await offer.getByRole('textbox', { name: 'Daily bet amount' }).fill('500');
      await offer.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Weekly' });
      await offer.getByRole('button', { name: 'Offer contract' }).click();
      const offered = salary
        .getByRole('table', { name: 'Contracts you offered' })
        .getByRole('row', { name: new RegExp(account) });
      await expect(offered).toBeVisible();

      // The downline, in their own browser, sees the offer in the member centre and accepts it.
      const downline = await otherPlayer(browser, page);
      await writeSession(
        downline.context,
        brand,
        await apiSignIn(request, simUrl, brand, { username: account, password }),
      );
      await downline.page.goto('/member/contracts');
      const mine = downline.page
        .getByRole('dialog', { name: 'Member Centre' })
        .getByRole('region', { name: /from agentdaily1$/ });
      await expect(mine).toBeVisible();
      await mine.getByRole('button', { name: 'Accept' }).click();
      await expect(mine.getByRole('button', { name: 'Accept' })).toHaveCount(0);

      // The agent sees it accepted, and terminates it; the downline sees that too.
      await page.reload();
      await expect(
        offered.getByRole('button', { name: `Terminate the contract of ${account}` }),
      ).toBeVisible();
      await offered.getByRole('button', { name: `Terminate the contract of ${account}` }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Terminate this contract?' });
      await confirm.getByRole('button', { name: 'Terminate' }).click();
      await expect(confirm).toBeHidden();
      await expect(
        offered.getByRole('button', { name: `Terminate the contract of ${account}` }),
      ).toHaveCount(0);
      await downline.page.reload();
      await expect(mine).toContainText(/terminated/i);
      await downline.context.close();
    });
  });
});

test.describe('agent centre refusals', () => {
  test('a guest gets the login modal; signed in as a member, the agent link gets the catalogue refusal', async ({
    page,
    brand,
    signIn,
  }) => {
    await test.step('a guest gets the login modal', async (step) => {
      step.skip(
        brand.loginedToHomePage,
        'the access guard sends guests to /login first (guard.spec)',
      );
      await page.goto('/agent/team');
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await expect(centre(page)).toBeHidden();
    });

    await test.step('a member following the agent link gets the catalogue refusal and stays home', async () => {
      // The guest's tab takes the member's session on its next load: the link, typed again.
      await signIn('member');
      await page.goto('/agent');
      const refusal = page.getByRole('alertdialog', { name: 'Warning' });
      await expect(refusal).toContainText('Non-agents cannot log in');
      await refusal.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(refusal).toBeHidden();
      await expect(centre(page)).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });

  test(
    "a trial user gets the real-account warning from the account menu's Agent Centre and from the agent link",
    ON_BRANDS('tiger'),
    async ({ page, brand, request, simUrl, signIn }) => {
      await skipUnlessFlagOn(request, simUrl, brand, 'FREEPLAY3');
      // Signed in by API (the free trial's start is free-play.spec).
      await signIn('trial');

      await test.step("a trial user on a protected action (the agent centre) gets the 'need true account' warning", async (step) => {
        step.skip(
          !brand.agentCentreFlags.includes(TRIAL_AGENT_FLAG),
          'the brand gives trial users (agent flag 4) no agent centre entry: no protected action in their menu',
        );
        await page.goto('/');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Agent Centre' }).click();
        const warning = page.getByRole('alertdialog', { name: 'Real account needed' });
        await expect(warning).toBeVisible();
        await warning.getByRole('button', { name: 'Confirm' }).click();
        await expect(warning).toBeHidden();
        // The centre never opened: the trial user is still home.
        await expect(page).toHaveURL(/\/$/);
        expect(new URL(page.url()).pathname).not.toBe('/agent');
      });

      await test.step('a trial user gets the real-account warning', async () => {
        // The typed address: a load of its own.
        await page.goto('/agent');
        await expectRealAccountWarning(page);
        await expect(centre(page)).toBeHidden();
      });
    },
  );
});
