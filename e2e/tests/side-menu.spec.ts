import { laneCards, lanesOf, menuVendorsOf, openHome, sideMenu } from '../catalogue';
import { expect, test } from '../fixtures';
import { closeAnnouncement, completeSlider } from '../support';

/**
 * The left side menu against the simulator's vendor lanes: a vendor's lobby tab, the app download QR
 * codes, the mini form and the phone drawer. Its categories, e-sports split and language list per
 * brand are brand.spec.ts's.
 */

test.describe('side menu', () => {
  test('a guest walks the menu: vendor entries, app download, the mini form across a reload, then logs in from a member entry and opens the SEA lottery', async ({
    signIn,
    page,
    brand,
    request,
    simUrl,
  }) => {
    // Five former tests in one page (38 s together on CI), with a sign-in and three centre pages.
    test.setTimeout(120_000);
    const lanes = await lanesOf(request, simUrl, brand);
    await openHome(page, brand, signIn);
    const nav = await sideMenu(page);

    await test.step("a vendor entry opens the lobby on that vendor's tab, and the category entry goes back to page 1", async () => {
      await menuVendorsOf(nav, 'Slots');
      const slotsVendors = nav.getByRole('list', { name: 'Slots providers' });
      await slotsVendors.getByRole('link', { name: 'PG Soft' }).click();
      await expect(page).toHaveURL(/\/rng\?page=PG$/);
      await expect(page.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await expect(slotsVendors.getByRole('link', { name: 'PG Soft' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );

      await nav.getByRole('link', { name: 'Live Casino' }).click();
      await expect(page).toHaveURL(/\/live$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    });

    await test.step('the app download list shows the Android and iOS QR codes; Escape closes it', async () => {
      const download = nav.getByRole('button', { name: 'App download' });
      await download.hover();
      await expect(download).toHaveAttribute('aria-expanded', 'true');
      await expect(
        nav.getByRole('img', { name: /^QR code to download the (Android|iOS) app$/ }),
      ).toHaveCount(2);
      await expect(
        nav.getByRole('img', { name: 'QR code to download the Android app' }),
      ).toBeVisible();
      await expect(nav.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();

      // By keyboard: the button opens it, Escape closes it and leaves focus on the button.
      await page.mouse.move(600, 10);
      await expect(download).toHaveAttribute('aria-expanded', 'false');
      await download.focus();
      await page.keyboard.press('Enter');
      await expect(nav.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(download).toHaveAttribute('aria-expanded', 'false');
      await expect(download).toBeFocused();
    });

    await test.step('collapses to the mini form (icons named by their entries) and stays so after a reload', async () => {
      await nav.getByRole('button', { name: 'Collapse menu' }).click();
      await expect(nav.getByRole('button', { name: 'Expand menu' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeLessThanOrEqual(64);
      const slots = nav.getByRole('link', { name: 'Slots', exact: true });
      await expect(slots).toHaveAttribute('title', 'Slots');
      await expect(slots).not.toContainText('Slots');
      await expect(nav.getByRole('button', { name: 'Customer service' })).toBeVisible();

      await page.reload();
      // A guest gets the popup announcement again on each page load (a member who closed it does not).
      if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
      await expect(nav.getByRole('button', { name: 'Expand menu' })).toBeVisible();
      await nav.getByRole('button', { name: 'Expand menu' }).click();
      await expect.poll(async () => (await nav.boundingBox())?.width).toBeGreaterThan(200);
      await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toContainText('Slots');
    });

    await test.step('the member entries ask a guest to log in, and lead a member to their pages', async (step) => {
      step.skip(
        brand.loginedToHomePage,
        'loginedToHomePage: guests only reach /login and /register',
      );
      await nav.getByRole('link', { name: 'Points Mall' }).click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      await login.getByRole('textbox', { name: /Username/ }).fill('player1');
      await login.getByLabel(/^Password/).fill('Player123');
      await login.getByRole('button', { name: 'Log in' }).click();
      await completeSlider(page);
      await expect(page.getByRole('group', { name: 'Balance' })).toBeVisible();
      await closeAnnouncement(page, brand);

      const pages: [string, RegExp, string][] = [
        ['Betting Record', /\/member\/bets$/, 'Betting Record'],
        ['Rewards Centre', /\/member\/rewards$/, 'Rewards Centre'],
        ['Invite Friends', /\/member\/referral$/, 'Referral Code'],
      ];
      for (const [entry, url, heading] of pages) {
        await nav.getByRole('link', { name: entry }).click();
        await expect(page).toHaveURL(url);
        const centre = page.getByRole('dialog', { name: 'Member Centre' });
        await expect(centre.getByRole('heading', { name: heading })).toBeVisible();
        await centre.getByRole('button', { name: 'Close', exact: true }).first().click();
        await expect(centre).toBeHidden();
      }
      await nav.getByRole('link', { name: 'Points Mall' }).click();
      await expect(page).toHaveURL(/\/pointMall$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Points Mall' })).toBeVisible();
    });

    // A member now (player1 by the form above, or by API behind the access guard): home by the menu.
    await test.step('the SEA lottery entry opens its own window for a member; a blocked popup says so', async () => {
      const sea = laneCards(lanes, 'LOTTERY').find((card) => card.vassalage === 'TCG_SEA');
      expect(sea, 'the simulator lists the SEA lottery vendor').toBeDefined();
      await nav.getByRole('link', { name: 'Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      await menuVendorsOf(nav, 'Lottery');
      const entry = nav
        .getByRole('list', { name: 'Lottery providers', exact: true })
        .getByRole('button', { name: sea!.displayName });

      const [popup] = await Promise.all([page.waitForEvent('popup'), entry.click()]);
      await expect(popup).toHaveURL(/\/seaLottery$/);
      await popup.close();
      await expect(page).toHaveURL(/\/$/);

      // A browser that blocks the popup answers window.open with null.
      await page.evaluate(() => {
        window.open = () => null;
      });
      await entry.click();
      await expect(
        page.getByText('Popup blocked. Please allow pop-ups for this site and try again.'),
      ).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('on a phone the menu is a drawer: the header opens it, Escape and a navigation close it', async ({
    signIn,
    page,
    brand,
  }) => {
    // With motion, as before the suite's reduced-motion default. Under reduced motion the focus does not
    // move into the opened drawer: a known bug, left open in the notes of issue 22.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.setViewportSize({ width: 390, height: 844 });
    await openHome(page, brand, signIn);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await expect(nav).toBeHidden();
    const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toBeFocused();
    // The drawer slides in from the left edge and ends flush with it.
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    expect((await nav.boundingBox())?.width).toBeLessThanOrEqual(390);

    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await nav.getByRole('link', { name: 'Live Casino' }).click();
    await expect(page).toHaveURL(/\/live$/);
    await expect(nav).toBeHidden();
  });
});
