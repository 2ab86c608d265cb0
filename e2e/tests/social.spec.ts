import type { Brand } from '@wl/brand-config';
import { ON_BRANDS, expect, test } from '../fixtures';

/** A network's name on its button ('Continue with Google'). */
const networkName = (network: Brand['identityProvider']['buttons'][number]) =>
  network === 'google' ? 'Google' : network === 'facebook' ? 'Facebook' : 'Telegram';

test.describe('social sign-in (local identity provider)', ON_BRANDS('lotus'), () => {
  test.beforeEach(({ brand }) => {
    test.skip(brand.identityProvider.buttons.length === 0, 'this brand has no social sign-in');
  });

  test('a guest sees the brand buttons, meets a blocked and a closed popup, then signs in through it', async ({
    page,
    brand,
  }) => {
    const name = networkName(brand.identityProvider.buttons[0] ?? 'google');
    const button = page.getByRole('button', { name: `Continue with ${name}` });
    const warning = page.getByRole('alertdialog');
    await page.goto('/login');

    await test.step('shows the brand buttons by name', async () => {
      for (const network of brand.identityProvider.buttons) {
        await expect(
          page.getByRole('button', { name: `Continue with ${networkName(network)}` }),
        ).toBeVisible();
      }
    });

    await test.step('a blocked popup shows the popup-blocked message', async () => {
      // A popup blocker on this page only for this click: the provider looks window.open up per call.
      await page.evaluate(() => {
        const open = window.open;
        window.open = () => {
          window.open = open;
          return null;
        };
      });
      await button.click();
      await expect(warning).toContainText('Popup blocked');
      await warning.getByRole('button', { name: 'OK', exact: true }).click();
      await expect(warning).toBeHidden();
    });

    await test.step('closing the popup shows the login-failed message', async () => {
      const popupOpened = page.waitForEvent('popup');
      await button.click();
      const popup = await popupOpened;
      await popup.close();
      await expect(warning).toContainText(
        'The sign-in window was closed. Login failed, please try again.',
      );
      await warning.getByRole('button', { name: 'OK', exact: true }).click();
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('token'))).toBeFalsy();
    });

    await test.step('signs in through the provider popup', async () => {
      const popupOpened = page.waitForEvent('popup');
      await button.click();
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
  });
});
