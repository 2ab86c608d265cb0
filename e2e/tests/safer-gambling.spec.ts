/**
 * Safer gambling (issue 24) against the simulator and its clock. Each walk moves the simulator's dev
 * clock (`/__sim/now`) for its own scenario (cookie `sim-scenario`), so a day passes in a call while
 * the tests beside it keep real time, and uses its own seeded player (`safer1`, `safer2`: no other
 * test meets their limits or exclusions). The page clock moves the reality check's timer.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { BRANDS, SIM_DEV_HEADER, brandPort } from '../brands';
import { expect, test } from '../fixtures';
import { apiSignIn } from '../session';
import { closeAnnouncement, completeSlider, fillLoginForm } from '../support';

const PASSWORD = 'Player123';
const DAY_MS = 24 * 3_600_000;

/** This test's own clock on the simulator: the cookie on every brand's origin, and a request context with it. */
async function ownClock(
  context: BrowserContext,
  playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } },
  scenario: string,
) {
  await context.addCookies(
    BRANDS.map((brand) => ({
      name: 'sim-scenario',
      value: scenario,
      url: `http://127.0.0.1:${brandPort(brand.code)}`,
    })),
  );
  return playwright.request.newContext({
    extraHTTPHeaders: { [SIM_DEV_HEADER]: '1', Cookie: `sim-scenario=${scenario}` },
  });
}

/** A retry starts from the seed: real time on this scenario's clock, the player's limits and exclusions gone. */
async function startAgain(
  clock: APIRequestContext,
  simUrl: string,
  scenario: string,
  account: string,
) {
  expect((await clock.delete(`${simUrl}/__sim/now?scenario=${scenario}`)).ok()).toBe(true);
  expect((await clock.delete(`${simUrl}/__sim/rg?account=${account}`)).ok()).toBe(true);
}

/** A day later on this scenario's simulator clock. */
async function aDayLater(clock: APIRequestContext, simUrl: string) {
  const moved = await clock.post(`${simUrl}/__sim/now`, { data: { advanceMs: DAY_MS } });
  expect(moved.ok()).toBe(true);
}

/** Signs in with the login modal from the header (the refusal of a sign-in is what is checked). */
async function logInFromHeader(page: Page, username: string) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await fillLoginForm(dialog, username, PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await completeSlider(page);
  return dialog;
}

/** Logs in on another brand's /login page (its own origin, a guest there). */
async function logInOn(page: Page, brand: Brand, username: string) {
  await page.goto(`http://127.0.0.1:${brandPort(brand.code)}/login`);
  await fillLoginForm(page, username, PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await completeSlider(page);
}

const brandOf = (code: string) => BRANDS.find((brand) => brand.code === code) as Brand;

test.describe('safer gambling', () => {
  test("a player's limits: a decrease at once and a deposit refused, a raise after 24 hours and a confirmation, the reality check over a game, the history as CSV", async ({
    page,
    context,
    playwright,
    signIn,
    simUrl,
    brand,
  }, testInfo) => {
    const scenario = `rg-limits-${testInfo.workerIndex}`;
    const clock = await ownClock(context, playwright, scenario);
    await startAgain(clock, simUrl, scenario, 'safer1');
    await signIn({ username: 'safer1', password: PASSWORD });
    await page.clock.install();
    await page.goto('/safer-gambling');
    const form = page.getByRole('form', { name: 'Set or change a limit' });
    const amount = form.getByRole('textbox', { name: 'Amount' });
    const save = form.getByRole('button', { name: 'Save limit' });
    const dayLimit = page.getByRole('listitem', { name: 'Deposit limit · 24 hours' });

    await test.step('a decrease applies at once, and a deposit over it is refused with the message', async () => {
      await amount.fill('500');
      await save.click();
      await expect(form.getByText('Saved: your limit applies now.')).toBeVisible();
      await amount.fill('100');
      await save.click();
      await expect(dayLimit.getByText('100.00', { exact: true })).toBeVisible();
      await expect(form.getByText('Saved: your limit applies now.')).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: 'Deposit' }).click();
      const centre = page.getByRole('dialog', { name: 'Member Centre' });
      await centre.getByRole('radio', { name: /^Local bank transfer/ }).check();
      await centre.getByRole('textbox', { name: 'Deposit amount' }).fill('150');
      await centre.getByRole('button', { name: 'Create deposit order' }).click();
      await expect(
        centre.getByText(
          /^This deposit is over your 24-hour deposit limit. You can deposit 100.00 more until .+\.$/,
        ),
      ).toBeVisible();
      await centre.getByRole('button', { name: 'Close' }).first().click();
      await expect(page).toHaveURL(/\/safer-gambling$/);
    });

    await test.step('an increase is pending, then applies after 24 simulated hours and a confirmation', async () => {
      await amount.fill('300');
      await save.click();
      await expect(
        form.getByText(/^Saved: the change waits 24 hours. You can confirm it from .+\.$/),
      ).toBeVisible();
      await expect(dayLimit.getByText(/^Rises to 300.00: you can confirm it from /)).toBeVisible();
      await expect(dayLimit.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
      await expect(dayLimit.getByText('100.00', { exact: true })).toBeVisible();

      // The next day: yesterday's session has expired; the player signs in again and confirms.
      await aDayLater(clock, simUrl);
      const session = await apiSignIn(clock, simUrl, brand, {
        username: 'safer1',
        password: PASSWORD,
      });
      await page.evaluate((token) => sessionStorage.setItem('token', token), session.token);
      await page.reload();
      await dayLimit.getByRole('button', { name: 'Confirm change' }).click();
      await expect(dayLimit.getByText('Your new limit applies now.')).toBeVisible();
      await expect(dayLimit.getByText('300.00', { exact: true })).toBeVisible();
    });

    await test.step('a reality check appears over a running game at the interval', async () => {
      // a round the game vendor settles in this session: 20 staked, 5 won
      const round = await clock.post(`${simUrl}/__sim/bets`, {
        data: { merchant: brand.merchantCode, account: 'safer1', stake: 20, win: 5 },
      });
      expect(round.ok()).toBe(true);
      await page.goto('/rng?page=QA');
      await page.getByRole('button', { name: 'Play now: Real Money Only', exact: true }).click();
      await expect(page).toHaveURL(/\/game$/);
      const game = page.frameLocator('iframe[title="Game: Real Money Only"]');
      await expect(game.getByRole('heading', { name: 'Real Money Only' })).toBeVisible();
      await expect(page.getByRole('alertdialog', { name: 'Reality check' })).toHaveCount(0);
      await page.clock.fastForward(60 * 60_000);
      const check = page.getByRole('alertdialog', { name: 'Reality check' });
      await expect(check).toBeVisible();
      await expect(check.getByText('Time played this session')).toBeVisible();
      await expect(check.getByText('-15.00')).toBeVisible();
      // over the game, which goes on running beneath
      await expect(page.getByTitle('Game: Real Money Only')).toBeAttached();
      await check.getByRole('button', { name: 'View history' }).click();
      await expect(page).toHaveURL(/\/member\/bets$/);
    });

    await test.step('the history CSV downloads with the rows shown', async () => {
      const centre = page.getByRole('dialog', { name: 'Member Centre' });
      await centre.getByRole('button', { name: '12 months' }).click();
      await expect(centre.getByRole('button', { name: '12 months' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const table = centre.getByRole('table', { name: 'Betting Record' });
      const rows = table.getByRole('row');
      await expect(rows).toHaveCount(11); // the header and a page of 10
      const shown = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent ?? '')),
        );
      const total = Number(
        await centre.getByLabel('Totals').getByText(/^\d+$/).first().innerText(),
      );
      const downloading = page.waitForEvent('download');
      await centre.getByRole('button', { name: 'Download CSV' }).click();
      const download = await downloading;
      expect(download.suggestedFilename()).toMatch(
        /^bets-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
      );
      const csv = (await readFile(await download.path())).toString('utf8');
      const lines = csv
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines[0]).toBe(
        'Bet time,Game,Provider,Bet amount,Valid bet,Payout,Profit and loss,Status',
      );
      expect(lines).toHaveLength(total + 1);
      for (const [index, [, game, vendor, bet]] of shown.entries()) {
        const line = lines[index + 1]?.split(',') ?? [];
        expect([line[1], line[2], line[3]]).toEqual([game, vendor, bet?.replace(/,/g, '')]);
      }
    });
    await clock.dispose();
  });

  test('a time-out refuses sign-in until it ends; a self-exclusion on aurora refuses the same person on lotus, not on tiger', async ({
    page,
    context,
    playwright,
    signIn,
    simUrl,
  }, testInfo) => {
    const scenario = `rg-exclusion-${testInfo.workerIndex}`;
    const clock = await ownClock(context, playwright, scenario);
    await startAgain(clock, simUrl, scenario, 'safer2');
    await signIn({ username: 'safer2', password: PASSWORD });
    await page.goto('/safer-gambling');

    await test.step('a time-out, confirmed, signs the player out at once', async () => {
      const form = page.getByRole('form', { name: 'Take a break' });
      await form.getByRole('combobox', { name: 'Length of the break' }).selectOption('24h');
      await form.getByRole('button', { name: 'Take a break' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Take a break for 24 hours?' });
      await expect(ask).toContainText(
        'You will be signed out now, on this site and on every other site of the same operator.',
      );
      await ask.getByRole('button', { name: 'Start my break' }).click();
      await expect(
        page.getByText(/^Your break has started and you have been signed out\./),
      ).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
      // nothing else comes up: no popup, no promotion, no login modal for the ended session
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('a time-out refuses sign-in until it ends', async () => {
      const dialog = await logInFromHeader(page, 'safer2');
      await expect(dialog.getByRole('alert')).toHaveText(
        /^You are taking a break until .+\. You can sign in again after that\.$/,
      );
      await dialog.getByRole('button', { name: 'Close' }).first().click();
      await aDayLater(clock, simUrl);
      const again = await logInFromHeader(page, 'safer2');
      await expect(again).toBeHidden();
      await closeAnnouncement(page, brandOf('aurora'));
      await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0);
    });

    await test.step('a self-exclusion on aurora refuses the same person on lotus, but not the account on tiger', async () => {
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: 'Safer gambling' })
        .press('Enter');
      const form = page.getByRole('form', { name: 'Self-exclusion' });
      await form.getByRole('button', { name: 'Exclude myself' }).click();
      const ask = page.getByRole('alertdialog', { name: 'Exclude yourself for 6 months?' });
      await expect(ask).toContainText('It cannot be shortened or cancelled.');
      await ask.getByRole('button', { name: 'Yes, exclude me' }).click();
      await expect(
        page.getByText(/^Your self-exclusion has started and you have been signed out\./),
      ).toBeVisible();

      await logInOn(page, brandOf('lotus'), 'safer2');
      await expect(page.getByRole('alert')).toHaveText(
        /^You have excluded yourself until .+\. You cannot sign in before then\.$/,
      );
      await logInOn(page, brandOf('tiger'), 'safer2');
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    });
    await clock.dispose();
  });
});
