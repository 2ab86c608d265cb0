import { openHome } from '../catalogue';
import { ON_BRANDS, expect, test } from '../fixtures';
import { closeAnnouncement, expectHome } from '../support';

test.describe('brand smoke', () => {
  test.describe('with motion', () => {
    // The switch must not animate even where the player allows motion.
    test.use({ contextOptions: { reducedMotion: 'no-preference' } });

    test(
      'switches theme at once, without colour transitions, and remembers it across a reload',
      ON_BRANDS('lotus'),
      async ({ signIn, page, brand }) => {
        await openHome(page, brand, signIn);
        const other = brand.theme.defaultMode === 'dark' ? 'light' : 'dark';
        // The click is dispatched: a pointer on the button starts its own hover and press feedback,
        // which is not the theme's and would still be running when the transitions are counted.
        await page.getByRole('button', { name: /Switch theme/ }).dispatchEvent('click');
        await expect(page.locator('html')).toHaveAttribute('data-theme', other);
        // No element fades between the themes: the page never shows both themes' colours mixed.
        const transitions = await page.evaluate(
          () =>
            document.getAnimations().filter((animation) => animation instanceof CSSTransition)
              .length,
        );
        expect(transitions).toBe(0);
        await page.reload();
        await expect(page.locator('html')).toHaveAttribute('data-theme', other);
      },
    );
  });

  test(
    'legacy home paths land on home; unknown paths show not found',
    ON_BRANDS('lotus'),
    async ({ signIn, page, brand }) => {
      // The typed legacy address is the first load: home itself is the brand test's.
      if (brand.loginedToHomePage) await signIn('member');
      await page.goto('/index.html');
      await expect(page).toHaveURL(/\/$/);
      if (!brand.loginedToHomePage) await closeAnnouncement(page, brand);
      await expectHome(page);
      await page.goto('/no-such-page');
      await expect(page.getByRole('link', { name: 'Back to home' })).toBeVisible();
    },
  );
});
