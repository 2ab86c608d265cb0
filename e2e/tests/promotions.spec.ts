/**
 * Promotions as a member sees them: the list by category with each promotion's status, its details
 * page (sanitised content) and the action its status allows (join, claim, sign up), and the login
 * a guest is asked for first.
 */
import { expect, test } from '../fixtures';
import { closeAnnouncement } from '../support';

test.describe('promotions', () => {
  test('a member filters the list by category, joins a promotion and claims a reward from their details pages', async ({
    signIn,
    page,
  }) => {
    // vip1's promotion entries change here (joined, claimed): the list's statuses are read first.
    await signIn('vip');
    await page.goto('/promotions');
    const list = page.getByRole('list', { name: 'Promotions list' });
    const category = page.getByRole('group', { name: 'Category' });

    await test.step("the list filters by category and labels each promotion with the member's status", async () => {
      const welcome = list.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'Welcome bonus: 88 free credit' }),
      });
      await expect(welcome).toContainText('Join');
      await expect(
        list
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Live casino marathon' }) }),
      ).toContainText('Joined');
      const slots = category.getByRole('button', { name: 'Slots' });
      await slots.click();
      await expect(slots).toHaveAttribute('aria-pressed', 'true');
      await expect(list.getByRole('heading', { name: 'Weekend slots cashback' })).toBeVisible();
      await expect(list.getByRole('heading', { name: 'Live casino marathon' })).toHaveCount(0);
    });

    await test.step('a member joins a promotion and claims a reward from their details pages', async () => {
      // The welcome bonus is not a slots promotion: back to every category first.
      await category.getByRole('button', { name: 'All' }).click();
      await page.getByRole('link', { name: 'Details of Welcome bonus: 88 free credit' }).click();
      await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome bonus: 88 free credit' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Join now' }).click();
      await expect(
        page.getByText('You have joined Welcome bonus: 88 free credit.', { exact: false }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Join now' })).toHaveCount(0);

      await page.getByRole('link', { name: 'Back to promotions' }).click();
      await page.getByRole('link', { name: 'Details of Weekend slots cashback' }).click();
      await page.getByRole('button', { name: 'Claim reward' }).click();
      await expect(page.getByText(/^Reward claimed: /)).toBeVisible();
      await page.getByRole('link', { name: 'Back to promotions' }).click();
      await expect(
        page
          .getByRole('list', { name: 'Promotions list' })
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: 'Weekend slots cashback' }) }),
      ).toContainText('Claimed');
    });
  });

  test('a guest asking to join is asked to log in first', async ({ page, brand }) => {
    test.skip(
      brand.loginedToHomePage,
      'the access guard sends guests to /login first (guard.spec)',
    );
    await page.goto('/promotions');
    await closeAnnouncement(page, brand); // a guest gets the brand's popup on load
    await page.getByRole('link', { name: 'Details of Lottery jackpot night' }).click();
    await page.getByRole('button', { name: /now$/ }).click();
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  });
});
