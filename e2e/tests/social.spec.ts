import { ON_BRANDS, expect, test } from '../fixtures';

test.describe('social sign-in (local identity provider)', ON_BRANDS('lotus'), () => {
  test.beforeEach(({ brand }) => {
    test.skip(brand.identityProvider.buttons.length === 0, 'this brand has no social sign-in');
  });

  test('shows the brand buttons by name', async ({ page, brand }) => {
    await page.goto('/login');
    for (const network of brand.identityProvider.buttons) {
      const name =
        network === 'google' ? 'Google' : network === 'facebook' ? 'Facebook' : 'Telegram';
      await expect(page.getByRole('button', { name: `Continue with ${name}` })).toBeVisible();
    }
  });

  test('signs in through the provider popup', async ({ page, brand }) => {
    const network = brand.identityProvider.buttons[0] ?? 'google';
    const name = network === 'google' ? 'Google' : network === 'facebook' ? 'Facebook' : 'Telegram';
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Continue with ${name}` }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: new RegExp(name) })).toBeVisible();
    await popup
      .getByRole('button', { name: /Continue as/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeTruthy();
    // No forced password change for identity-provider logins.
    await expect(page.getByRole('dialog', { name: /change your password/i })).toHaveCount(0);
  });

  test('closing the popup shows the login-failed message', async ({ page, brand }) => {
    const network = brand.identityProvider.buttons[0] ?? 'google';
    const name = network === 'google' ? 'Google' : network === 'facebook' ? 'Facebook' : 'Telegram';
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: `Continue with ${name}` }).click();
    const popup = await popupOpened;
    await popup.close();
    const warning = page.getByRole('alertdialog');
    await expect(warning).toContainText(
      'The sign-in window was closed. Login failed, please try again.',
    );
    await warning.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeFalsy();
  });

  test('a blocked popup shows the popup-blocked message', async ({ page, brand }) => {
    const network = brand.identityProvider.buttons[0] ?? 'google';
    const name = network === 'google' ? 'Google' : network === 'facebook' ? 'Facebook' : 'Telegram';
    await page.addInitScript(() => {
      window.open = () => null;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: `Continue with ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText('Popup blocked');
  });
});
