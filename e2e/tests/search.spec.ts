import { expect, test } from '../fixtures';

/**
 * The command palette, by keyboard: `/` opens it on a lobby, a game of another vendor is found by
 * name, and Enter starts it through the tiles' own launch rules (a member: the game's page).
 */

// The brand's popup announcement (PU brands) may come up on any page: closed whenever it shows.
test.beforeEach(async ({ page }) => {
  const announcement = page.getByRole('dialog', { name: 'Announcements' });
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button', { name: 'Close' }).first().click();
  });
});

test("the command palette: opened by keyboard on one vendor's lobby, it finds a game of another vendor and starts it", async ({
  page,
  signIn,
  brand,
}) => {
  test.skip(brand.loginedToHomePage, 'the first brand runs it');
  await signIn('member');
  await page.goto('/rng?page=PG');
  await expect(page.getByRole('tab', { name: /PG Soft/, selected: true })).toBeVisible();
  const palette = page.getByRole('dialog', { name: 'Search' });

  await test.step('Ctrl+K opens it and Escape closes it; / opens it again', async () => {
    // A popup announcement that opens in between keeps the keys: press until the palette shows.
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(palette).toBeVisible({ timeout: 1000 });
    }).toPass();
    await expect(palette.getByRole('combobox', { name: 'Search games and pages' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
    await page.keyboard.press('/');
    await expect(palette).toBeVisible();
  });

  await test.step('a game of the QA vendor, grouped under Slots with its vendor', async () => {
    await page.keyboard.type('real money');
    const slots = palette.getByRole('group', { name: 'Slots' });
    await expect(
      slots.getByRole('option', { name: /Real Money Only\s*QA Test Studio/ }),
    ).toBeVisible();
  });

  await test.step('Enter starts it: the game page with the game framed', async () => {
    await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTitle('Game: Real Money Only')).toBeVisible();
    await expect(palette).toBeHidden();
  });
});
