/**
 * The member centre as vip1 walks it: every menu entry opens its page, and each page's own action works
 * end to end against the simulator (deposit settled by the payment back office, a withdrawal through
 * every confirmation state, transfers, rewards, rebate, feedback with images and a reply, a message read
 * and the header's badge following); the points mall's redeem and convert; a guest and a trial user refused.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { ON_BRANDS, expect, test } from '../fixtures';
import { expectRealAccountWarning, flagOn } from '../support';

/** The payment password every seeded member has. */
const PAYMENT_PASSWORD = '123456';

/** A 1x1 PNG, as a player's screenshot would be uploaded. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** The member centre's dialog and one of its pages (a region named like its menu entry). */
function centre(page: Page) {
  return page.getByRole('dialog', { name: 'Member Centre' });
}
function centrePage(page: Page, title: string): Locator {
  return centre(page).getByRole('region', { name: title, exact: true });
}
function centreMenu(page: Page) {
  return centre(page).getByRole('navigation', { name: 'Member centre menu' });
}

/** The open centre's menu entry `title` (a badge count may follow the name), and its page once shown. */
async function openEntry(page: Page, title: string): Promise<Locator> {
  await centreMenu(page)
    .getByRole('link', { name: new RegExp(`^${title}`) })
    .click();
  const region = centrePage(page, title);
  await expect(region).toBeVisible();
  return region;
}

/** What the payment back office does (simulator dev switches). */
async function backOffice(
  request: APIRequestContext,
  simUrl: string,
  path: string,
  data: Record<string, unknown>,
) {
  const answer = await request.post(`${simUrl}${path}`, { data });
  const body = (await answer.json()) as { success: boolean; message?: string };
  expect(body.success, `${path}: ${body.message}`).toBe(true);
}

test.describe('member centre', () => {
  test.use({ signedInAs: 'vip' });

  // One sign-in, one load: the player opens the centre from the account menu and reaches every page
  // by its menu entry. One member's money moves in these steps, in this order, so each sees its own.
  test('vip1 walks the member centre and the points mall: menu, account, money, records, rewards, feedback, messages, referral', async ({
    page,
    context,
    brand,
    request,
    simUrl,
  }) => {
    test.setTimeout(170_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The back office sends the messages step its own unread message before the site opens, so the
    // header's count includes it: other tests of the run read the member's seeded ones, in no fixed order.
    const title = `Account notice ${randomUUID().slice(0, 8)}`;
    await backOffice(request, simUrl, '/__sim/messages', {
      merchant: brand.merchantCode,
      account: 'vip1',
      title,
      content: '<p>Your monthly statement is ready.</p>',
    });

    await test.step('every menu entry opens its page at /member/<slug>, and Close goes back', async () => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Member Centre' }).click();
      await expect(centre(page)).toBeVisible();
      const menu = centreMenu(page);
      // vip1 has an upline: the menu is complete once member info has arrived.
      await expect(menu.getByRole('link', { name: 'Transfer to Upline' })).toBeVisible();
      const names = (await menu.getByRole('link').allInnerTexts())
        .map((text) => text.replace(/\s+\d+$/, '').trim()) // a badge count after the name
        // the last entry leaves the centre for the safer-gambling page (the next step)
        .filter((name) => name !== 'Safer gambling');
      expect(names.length).toBeGreaterThanOrEqual(15);
      for (const name of names) {
        await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click();
        await expect(
          centre(page).getByRole('heading', { level: 3, name, exact: true }),
        ).toBeVisible();
        const path = new URL(page.url()).pathname;
        expect(path).toMatch(/^\/member\/[a-z-]+$/);
        // That the address opens the entry on its own (a reload, a shared link) is a11y.spec's sweep.
      }
      await centre(page).getByRole('button', { name: 'Close' }).first().click();
      await expect(centre(page)).toBeHidden();
    });

    await test.step("the menu's last entry leaves the centre for the safer-gambling page", async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Member Centre' }).click();
      await centreMenu(page).getByRole('link', { name: 'Safer gambling' }).click();
      await expect(centre(page)).toBeHidden();
      await expect(page).toHaveURL(/\/safer-gambling$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Safer gambling' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your limits' })).toBeVisible();
    });

    await test.step('my account: the nickname and the avatar change, and the header follows', async () => {
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Member Centre' }).click();
      const account = await openEntry(page, 'My Account');
      const nickname = account.getByRole('form', { name: 'Change nickname' });
      await nickname.getByRole('textbox', { name: 'Nickname' }).fill('<b>VIP</b>');
      await nickname.getByRole('button', { name: 'Save nickname' }).click();
      await expect(nickname).toContainText('A nickname cannot contain < > & " or \'.');
      const fresh = `VIP ${Date.now().toString(36).slice(-5)}`;
      await nickname.getByRole('textbox', { name: 'Nickname' }).fill(fresh);
      await nickname.getByRole('textbox', { name: 'Nickname' }).press('Enter');
      await expect(account.getByRole('region', { name: 'Profile' })).toContainText(fresh);
      await expect(page.getByRole('button', { name: 'Account menu' })).toContainText(fresh);

      const avatar = account.getByRole('form', { name: 'Change avatar' });
      await avatar.getByLabel('Choose picture').setInputFiles(image('me.png'));
      await expect(avatar.getByRole('img', { name: 'me.png' })).toBeVisible();
      await avatar.getByRole('button', { name: 'Upload avatar' }).click();
      await expect(avatar.getByRole('status')).not.toBeEmpty();
      await centre(page).getByRole('button', { name: 'Close' }).first().click();
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('img', { name: /^Avatar of / })).toHaveAttribute(
        'src',
        /\/sim-assets\/avatar\/vip1\?v=\d+/,
      );
    });

    await test.step('a deposit order is created, then settled by the payment back office', async () => {
      // The account menu is still open from the avatar check.
      await page.getByRole('menuitem', { name: 'Member Centre' }).click();
      const deposit = await openEntry(page, 'Deposit');
      await deposit.getByRole('radio', { name: /^Local bank transfer/ }).check();
      await deposit.getByRole('textbox', { name: 'Deposit amount' }).fill('150');
      await deposit.getByRole('button', { name: 'Create deposit order' }).click();
      const order = deposit.getByRole('region', { name: 'Your deposit order' });
      await expect(order).toContainText('Waiting for payment');
      await expect(order).toContainText('150.00');
      const orderNo = (await order.getByText(/^D\d+$/).innerText()).trim();
      const row = deposit.getByRole('table', { name: 'Deposit orders' }).getByRole('row', {
        name: new RegExp(orderNo),
      });
      await expect(row).toContainText('Waiting for payment');

      await backOffice(request, simUrl, '/__sim/deposit/settle', { orderNo, outcome: 'success' });
      // The page follows a pending order by itself.
      await expect(row).toContainText('Paid', { timeout: 15_000 });
      const record = await openEntry(page, 'Account Record');
      await expect(record.getByRole('row', { name: new RegExp(orderNo) })).toContainText('150.00');
    });

    await test.step('a withdrawal goes through not received, partially received and fully paid; another is received', async () => {
      const withdraw = await openEntry(page, 'Withdraw');
      const list = withdraw.getByRole('list', { name: 'Withdrawals' });
      const form = withdraw.getByRole('form', { name: 'Withdraw' });

      const newWithdrawal = async (amount: string): Promise<string> => {
        await expect(list.getByRole('listitem').first()).toBeVisible(); // vip1 has seeded withdrawals
        const before = await list.getByRole('listitem').count();
        await form.getByRole('textbox', { name: 'Withdrawal amount' }).fill(amount);
        await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
        await form.getByRole('button', { name: 'Withdraw' }).click();
        await expect(withdraw).toContainText(`Your withdrawal of ${amount}.00 has been submitted.`);
        await expect(list.getByRole('listitem')).toHaveCount(before + 1);
        const label = await list.getByRole('listitem').first().getAttribute('aria-label');
        expect(label).toMatch(/^W\d+, Waiting for your confirmation$/);
        return label!.split(',')[0]!;
      };

      const orderNo = await newWithdrawal('100');
      const card = list.getByRole('listitem', { name: new RegExp(`^${orderNo},`) });
      await card.getByRole('button', { name: 'Not received' }).click();
      const report = card.getByRole('form', { name: 'Report a withdrawal not received' });
      await report.getByRole('button', { name: 'Send' }).click();
      await expect(report.getByRole('alert')).toHaveText('Add a proof image.');
      await report.getByLabel('Add proof image').setInputFiles(image('statement.png'));
      await report.getByRole('button', { name: 'Send' }).click();
      await expect(card).toHaveAccessibleName(`${orderNo}, Not received`);
      await expect(card).toContainText('Your proof has been sent; we are checking the payment.');

      await card.getByRole('button', { name: 'Partially received' }).click();
      const partial = card.getByRole('form', { name: 'Report a partial payment' });
      await partial.getByRole('textbox', { name: 'Amount you received' }).fill('40');
      await partial.getByRole('button', { name: 'Send' }).click();
      await expect(card).toHaveAccessibleName(`${orderNo}, Partially received`);
      await expect(card).toContainText('You received 40.00.');

      await backOffice(request, simUrl, '/__sim/withdraw/paid', { orderNo });
      // No reload: the next withdrawal reads the list again, with the back office's payment in it.
      const second = await newWithdrawal('101');
      await expect(
        list.getByRole('listitem', { name: `${orderNo}, Fully paid`, exact: true }),
      ).toBeVisible();

      const secondCard = list.getByRole('listitem', { name: new RegExp(`^${second},`) });
      await secondCard.getByRole('button', { name: 'Received', exact: true }).click();
      await expect(secondCard).toHaveAccessibleName(`${second}, Received`);
      await expect(secondCard.getByRole('group', { name: /receive/ })).toHaveCount(0);
    });

    await test.step('a transfer to the upline names the amount; the account record lists it', async () => {
      const upline = await openEntry(page, 'Transfer to Upline');
      await expect(upline).toContainText('agent1');
      const form = upline.getByRole('form', { name: 'Transfer to upline' });
      await form.getByRole('textbox', { name: 'Amount' }).fill('1.25');
      await form.getByLabel('Payment password').fill('000000');
      await form.getByRole('button', { name: 'Transfer' }).click();
      await expect(form.getByRole('status')).not.toBeEmpty();
      await expect(form.getByRole('status')).not.toContainText('1.25');
      await form.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
      await form.getByRole('button', { name: 'Transfer' }).click();
      await expect(form.getByRole('status')).toContainText('1.25');

      const record = await openEntry(page, 'Account Record');
      await record.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Transfer' });
      await expect(record.getByRole('row', { name: /Transfer -1\.25 / }).first()).toBeVisible();
    });

    await test.step('records filter by period and type, with totals', async () => {
      const bets = await openEntry(page, 'Betting Record');
      await bets.getByRole('button', { name: '30 days' }).click();
      await expect(bets.getByRole('button', { name: '30 days' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(bets.getByRole('table', { name: 'Betting Record' })).toBeVisible();
      await expect(bets.getByRole('definition').first()).toHaveText(/^\d+$/);

      const record = await openEntry(page, 'Account Record');
      await record.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposit' });
      const rows = record.getByRole('table', { name: 'Account Record' }).getByRole('row');
      await expect(rows.nth(1)).toContainText('Deposit');
      for (const text of await rows.allInnerTexts()) {
        if (!text.includes('Balance after')) expect(text).toContain('Deposit');
      }

      const profit = await openEntry(page, 'Profit and Loss');
      await expect(profit.getByRole('table', { name: 'Profit and Loss' })).toBeVisible();
    });

    await test.step('a reward is claimed, and the rebate is claimed into the balance', async () => {
      const rewards = await openEntry(page, 'Rewards Centre');
      const claim = rewards.getByRole('button', { name: /^Claim / }).first();
      const name = (await claim.getAttribute('aria-label'))!.replace(/^Claim /, '');
      await claim.click();
      await expect(rewards.getByRole('status').first()).toContainText(`${name}: `);
      await expect(rewards.getByRole('listitem', { name, exact: true })).toHaveCount(0);

      const rebate = await openEntry(page, 'Manual Rebate');
      await rebate.getByRole('button', { name: 'Claim rebate' }).click();
      await expect(rebate.getByRole('status').first()).toContainText(
        'rebate has been added to your balance.',
      );
      await expect(
        rebate.getByRole('region', { name: 'Rebate claims' }).getByRole('row'),
      ).not.toHaveCount(0);
    });

    await test.step('feedback with two screenshots is sent, listed, and shows the reply', async () => {
      const feedback = await openEntry(page, 'Feedback');
      const form = feedback.getByRole('form', { name: 'Send feedback' });
      const text = `The slots lobby froze at ${Date.now().toString(36)}`;
      await form.getByRole('combobox', { name: 'Question type' }).selectOption({ label: 'Game' });
      await form.getByRole('textbox', { name: 'Description' }).fill(text);
      await expect(form).toContainText(`${text.length}/140`);
      const images = form.getByLabel('Add image');
      await images.setInputFiles({ name: 'clip.gif', mimeType: 'image/gif', buffer: PNG });
      await expect(form).toContainText(/png or jpg/i);
      await images.setInputFiles([image('one.png'), image('two.png')]);
      await expect(form.getByRole('button', { name: /^Remove image/ })).toHaveCount(2);
      await form.getByRole('button', { name: 'Submit' }).click();
      await expect(form.getByRole('status').last()).not.toBeEmpty();

      const history = feedback.getByRole('list', { name: 'Your feedback' });
      const mine = history.getByRole('listitem').filter({ hasText: text });
      await expect(mine).toContainText('Awaiting reply');
      const list = await request.get(`${simUrl}/wps/feedback/list`, {
        headers: {
          Merchant: brand.merchantCode,
          Authorization: `Bearer ${await page.evaluate(() => sessionStorage.getItem('token') ?? '')}`,
        },
        params: { pageNo: 1, pageSize: 5 },
      });
      const listed = (await list.json()) as {
        value: { list: { id: number; content: string }[] };
      };
      const id = listed.value.list.find((item) => item.content === text)?.id;
      expect(id, 'the simulator lists the new feedback').toBeDefined();
      await backOffice(request, simUrl, '/__sim/feedback/reply', {
        feedbackId: id,
        reply: 'We fixed the lobby, thank you.',
      });
      // A reload: until then the page keeps the list it read (a menu entry and back shows the cache).
      await page.reload();
      await expect(mine).toContainText('We fixed the lobby, thank you.');
    });

    await test.step("reading a message marks it read and the header's unread count follows", async () => {
      await centre(page).getByRole('button', { name: 'Close' }).first().click();
      const badge = page.getByRole('link', { name: /^Messages/ });
      const unread = async () =>
        Number((await badge.getAttribute('aria-label'))?.match(/Unread messages: (\d+)/)?.[1] ?? 0);
      await expect(badge).toHaveAccessibleName(/Unread messages: [1-9]\d*/);
      const before = await unread();
      await badge.click();
      const messages = centrePage(page, 'Platform Information');
      await messages.getByRole('button', { name: `${title}, unread` }).click();
      await expect(messages).toContainText('Your monthly statement is ready.');
      await expect(messages.getByRole('button', { name: `${title}, unread` })).toHaveCount(0);
      // At least this one fewer: another test may read one of the member's seeded messages meanwhile.
      await expect.poll(unread).toBeLessThanOrEqual(before - 1);
    });

    await test.step('referral: the code and link copy, with the QR code of the link', async () => {
      const referral = await openEntry(page, 'Referral Code');
      await referral.getByRole('button', { name: 'Copy Referral code' }).click();
      await expect(referral).toContainText('Referral code copied.');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^R[A-Z0-9]+VIP1$/);
      await expect(referral.getByRole('img', { name: 'Referral link QR code' })).toBeVisible();
      await centre(page).getByRole('button', { name: 'Close' }).first().click();
      await expect(centre(page)).toBeHidden();
    });

    // The points mall is the side menu's entry, on the same page.
    await test.step('a reward is redeemed with the payment password and appears In Process', async () => {
      await page
        .getByRole('navigation', { name: 'Main menu' })
        .getByRole('link', { name: 'Points Mall' })
        .click();
      const redeem = page.getByRole('button', { name: /^Redeem / }).first();
      const reward = (await redeem.getAttribute('aria-label'))!.replace(/^Redeem /, '');
      await redeem.click();
      const dialog = page.getByRole('dialog', { name: `Redeem ${reward}` });
      await dialog.getByLabel('Password', { exact: true }).fill('000000');
      await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
      await expect(dialog).toContainText('The password is incorrect');
      await dialog.getByLabel('Password', { exact: true }).fill(PAYMENT_PASSWORD);
      await dialog.getByRole('button', { name: 'Confirm redemption' }).click();
      await expect(page.getByText(`${reward} redeemed for`)).toBeVisible();
      await page.getByRole('tab', { name: 'Redeem history' }).click();
      await expect(
        page
          .getByRole('tabpanel', { name: 'Redeem history' })
          .getByRole('row', { name: new RegExp(reward) })
          .first(),
      ).toContainText('In Process');
    });

    await test.step('points convert into balance at the exchange ratio', async () => {
      await page.getByRole('button', { name: 'Convert points' }).click();
      const dialog = page.getByRole('dialog', { name: 'Convert points to balance' });
      await dialog.getByRole('textbox', { name: 'Points to convert' }).fill('300');
      await expect(dialog).toContainText('3.00');
      await dialog.getByLabel('Password', { exact: true }).fill(PAYMENT_PASSWORD);
      await dialog.getByRole('button', { name: 'Convert', exact: true }).click();
      await expect(
        page.getByText('300 points converted. 3.00 has been added to your balance.'),
      ).toBeVisible();
    });
  });
});

test.describe('wallet', () => {
  test.use({ signedInAs: 'vip' });
  test(
    'a multi-wallet member transfers into a game wallet; the message names the amount',
    ON_BRANDS('lotus'),
    async ({ page }) => {
      await page.goto('/member/wallet');
      const wallet = centrePage(page, 'Wallet');
      const single = wallet.getByText(
        'One wallet serves every game on this site: no transfer is needed.',
      );
      const transferIn = wallet.getByRole('button', { name: /^Transfer in to / }).first();
      await expect(single.or(transferIn)).toBeVisible();
      test.skip(await single.isVisible(), 'this merchant has a single wallet');
      await transferIn.click();
      const form = wallet.getByRole('form', { name: 'Transfer between wallets' });
      await form.getByRole('textbox', { name: 'Amount' }).fill('2');
      await form.getByRole('button', { name: 'Transfer' }).click();
      await expect(
        wallet.getByRole('status').filter({ hasText: '2.00 transferred' }),
      ).toBeVisible();
    },
  );
});

test.describe('refusals', () => {
  test('a guest, then a trial user, following member-centre links never get the centre', async ({
    page,
    brand,
    request,
    simUrl,
    signIn,
  }) => {
    await test.step('a guest following a member-centre link gets the login modal, never the centre', async (step) => {
      step.skip(
        brand.loginedToHomePage,
        'the access guard sends guests to /login first (guard.spec)',
      );
      await page.goto('/member/withdraw');
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await expect(centre(page)).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/');
    });

    await test.step('a trial user gets the real-account warning and never the centre', async (step) => {
      step.skip(
        !(await flagOn(request, simUrl, brand, 'FREEPLAY3')),
        'free play is off for this merchant',
      );
      // The guest's tab takes the trial session on its next load: the link, followed again.
      await signIn('trial');
      await page.goto('/member/deposit');
      await expectRealAccountWarning(page);
      await expect(centre(page)).toBeHidden();
      expect(new URL(page.url()).pathname).toBe('/');
    });
  });
});
