import { ON_BRANDS, expect, test } from '../fixtures';
import { skipUnlessFlagOn } from '../support';

/** The agent flag of a trial (free-play) account. */
const TRIAL_AGENT_FLAG = 4;

test.describe('free play and protected actions', () => {
  test('free trial signs in a trial user and goes home', async ({
    page,
    brand,
    request,
    simUrl,
  }) => {
    await skipUnlessFlagOn(request, simUrl, brand, 'FREEPLAY3');
    await page.goto('/login');
    await page.getByRole('button', { name: 'Free trial' }).click();
    await expect(page).toHaveURL(/\/$/);
    // A new trial account is a first login: the welcome notice.
    await page
      .getByRole('dialog', { name: 'Welcome!' })
      .getByRole('button', { name: 'OK', exact: true })
      .click();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('isAgent'))).toContain('4');
    // The password-change flag is cleared: a false session field is removed from sessionStorage.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('cpw'))).toBeNull();
  });

  // A guest on a protected action gets the login modal: no protected action is visible to guests in the
  // current UI, so the hook's own test covers it (packages/site/src/shared/access/useProtectedAction.test.tsx).

  test(
    "a trial user on a protected action (the agent centre) gets the 'need true account' warning",
    ON_BRANDS('tiger'),
    async ({ page, signIn, brand, request, simUrl }) => {
      await skipUnlessFlagOn(request, simUrl, brand, 'FREEPLAY3');
      test.skip(
        !brand.agentCentreFlags.includes(TRIAL_AGENT_FLAG),
        'the brand gives trial users (agent flag 4) no agent centre entry: no protected action in their menu',
      );
      // Signed in by API (the free trial's start is the test above).
      await signIn('trial');
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
    },
  );
});
