import type { Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect, test } from '../fixtures';
import type { ApiSession, Role } from '../session';
import { closeAnnouncement } from '../support';

test.beforeEach(({ page }) => {
  // Sanitised HTML never runs script: any alert() from help content fails the test.
  page.on('dialog', (dialog) => {
    throw new Error(`content opened a browser dialog: ${dialog.message()}`);
  });
});

/**
 * From the help centre back to home by its own link. Behind the access guard (loginedToHomePage) a
 * guest would land on /login: signed in by API and home opened instead. `announcement`: the guest's
 * popup comes up on the first page of the layout since the load (the help centre has none).
 */
async function backHome(
  page: Page,
  brand: Brand,
  signIn: (role: Role) => Promise<ApiSession>,
  announcement: boolean,
) {
  if (brand.loginedToHomePage) {
    await signIn('member');
    await page.goto('/');
    return;
  }
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
  if (announcement) await closeAnnouncement(page, brand);
}

test('a guest reads the help centre, opens help and the app download from the footer, then the /down page', async ({
  signIn,
  page,
  brand,
}) => {
  await test.step('/helpmc is the help centre without the site header, open to guests of every brand', async () => {
    await page.goto('/helpmc');
    await expect(page).toHaveURL(/\/helpmc$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Help Centre' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByRole('combobox', { name: 'Language' })).toHaveCount(0);

    const topics = page.getByRole('list', { name: 'Help topics' });
    const first = topics.getByRole('button', { name: 'How do I register?' });
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    const contact = topics.getByRole('button', { name: 'Contact us' });
    await expect(contact).toHaveAttribute('aria-expanded', 'false');
    await contact.click();
    await expect(contact).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Live chat is open 24/7.')).toBeVisible();
    // The entry's image with an onerror handler is cleaned.
    await expect(topics.locator('[onerror], script')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  await test.step('the footer opens the help modal, which leads to the help centre', async () => {
    await backHome(page, brand, signIn, true);
    // Enter on the focused button, as a keyboard player: the home above the footer may still grow on a
    // busy machine, and a click aimed at where the button was hit nothing (ci38).
    await page.getByRole('contentinfo').getByRole('button', { name: 'Help' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Help Centre' });
    await expect(dialog.getByRole('list', { name: 'Help topics' }).getByRole('button')).toHaveCount(
      8,
    );
    await dialog.getByRole('link', { name: 'Open the help centre' }).click();
    await expect(page).toHaveURL(/\/helpmc$/);
    await expect(dialog).toHaveCount(0);
  });

  await test.step('the footer opens the download modal: Android and iOS tabs with a QR code each', async () => {
    // The popup came up on the first return home already.
    await backHome(page, brand, signIn, false);
    await page
      .getByRole('contentinfo')
      .getByRole('button', { name: 'Download the app' })
      .press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Download the app' });
    const tabs = dialog.getByRole('tab');
    await expect(tabs).toHaveText(['Android', 'iOS', 'Lite app']);

    const android = dialog.getByRole('img', { name: 'QR code to download the Android app' });
    await expect(android).toBeVisible();
    expect(await android.boundingBox()).toMatchObject({ width: 100, height: 100 });
    await expect(dialog.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.apk',
    );

    await dialog.getByRole('tab', { name: 'iOS' }).click();
    const ios = dialog.getByRole('img', { name: 'QR code to download the iOS app' });
    await expect(ios).toBeVisible();
    expect(await ios.boundingBox()).toMatchObject({ width: 100, height: 100 });
    await expect(dialog.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute(
      'href',
      'https://download.example.com/ios',
    );
    await expect(dialog.getByRole('listitem')).toHaveCount(3);
  });

  await test.step('/down shows the same content with the download banners', async () => {
    // A typed address: no link of the site leads to /down. A fresh load, so a guest's popup again.
    await page.goto('/down');
    if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
    await expect(page.getByRole('heading', { level: 1, name: 'Download the app' })).toBeVisible();
    await expect(
      page.getByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeVisible();
    await page.getByRole('tab', { name: 'iOS' }).click();
    await expect(page.getByRole('img', { name: 'QR code to download the iOS app' })).toBeVisible();
    // The download group has one banner: a link to the Android file, and no rotation.
    const banners = page.getByRole('region', { name: 'Promotions' });
    await expect(
      banners.locator('a', { has: page.getByAltText('DOWNLOAD highlight 1') }),
    ).toHaveAttribute('href', 'https://download.example.com/app.apk');
    await expect(banners.getByRole('button', { name: 'Stop automatic slide show' })).toHaveCount(0);
  });
});
