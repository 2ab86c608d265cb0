/**
 * The site with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape; no pointer): logging
 * in from the header, registering, choosing a lobby vendor and launching a game. Every control reached
 * shows a focus indicator, focus goes back to the opener when a modal closes, Tab stays inside an open
 * modal and passes through the page everywhere else. With reduced motion the notice ticker stands still
 * (the banners' reduced motion is home.spec's).
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { captchaAnswer, closeWithEscape, smsCode, uniqueMobile, uniqueUsername } from '../support';

/** This spec's fresh usernames and mobiles (other specs use other prefixes). */
const USERNAME_PREFIX = 'k';
const MOBILE_PREFIX = '07';
const PASSWORD = 'Key12345';

const isFocused = (locator: Locator) =>
  locator.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * What has focus: whether it is `target`, and whether it draws a focus indicator: an outline or a
 * shadow on it, or on its field box (a text field's frame lights up with :focus-within). A container
 * focused only by script (tabindex -1, e.g. main after the skip link) is no tab stop: not checked.
 */
function focusState(target: Element | null) {
  const element = document.activeElement;
  if (!element || element === document.body) return { onTarget: false, indicator: 'nothing' };
  const drawn = (node: Element) => {
    const style = getComputedStyle(node);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
  };
  const box = element.parentElement;
  const scripted = element.getAttribute('tabindex') === '-1';
  return {
    onTarget: element === target,
    indicator:
      scripted || drawn(element) || (box !== null && drawn(box))
        ? 'visible'
        : `none on ${element.outerHTML.slice(0, 120)}`,
  };
}

async function expectFocusVisible(page: Page) {
  expect((await page.evaluate(focusState, null)).indicator).toBe('visible');
}

/** Presses Tab (or Shift+Tab) until `target` has focus; every control on the way shows its focus. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 40 } = {}) {
  const handle = await target.elementHandle();
  for (let presses = 0; presses <= max; presses += 1) {
    const { onTarget, indicator } = await page.evaluate(focusState, handle);
    if (indicator !== 'nothing') expect(indicator).toBe('visible');
    if (onTarget) {
      await expect(target).toBeFocused();
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} not reached in ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Types into a field reached by Tab. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Waits for the page's first calls (capped): the header swaps in its guest or member controls. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The guest's popup announcement (PU brands) comes with focus inside it: Escape closes it. It opens
 * once the announcements call answers (late on a busy machine), so it is waited for.
 */
async function escapeAnnouncement(page: Page) {
  const popup = page.getByRole('dialog', { name: 'Announcements' });
  await expect(popup).toBeVisible({ timeout: 30_000 });
  await closeWithEscape(page, popup);
  await settle(page);
}

/** The slider step by keyboard: Tab to the handle, then the arrow keys until it is through. */
async function slideWithArrows(page: Page) {
  const slider = page.getByRole('slider', { name: 'Slide to complete the puzzle' });
  await expect(slider).toBeVisible();
  await tabTo(page, slider);
  for (let presses = 0; presses < 30 && (await slider.isVisible()); presses += 1) {
    if ((await slider.getAttribute('aria-valuenow')) === '100') break;
    await page.keyboard.press('ArrowRight');
  }
}

/** Tab many times inside an open dialog: focus never leaves it, and it comes round again. */
async function expectTabCyclesIn(page: Page, dialog: Locator) {
  const stops = new Set<string>();
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press(presses % 5 === 4 ? 'Shift+Tab' : 'Tab');
    // One round trip a press: where focus is, and whether it is still inside.
    const { inside, stop } = await dialog.evaluate((element) => ({
      inside: element.contains(document.activeElement),
      stop: document.activeElement?.outerHTML.slice(0, 80) ?? '',
    }));
    expect(inside, `focus left the dialog after ${presses + 1} presses`).toBe(true);
    stops.add(stop);
  }
  expect(stops.size).toBeGreaterThan(1);
}

test.describe('keyboard only', () => {
  test.beforeEach(() => {
    test.setTimeout(120_000);
  });

  test('a guest logs in from the header; the modal traps Tab and gives focus back', async ({
    page,
    brand,
  }) => {
    test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
    await page.goto('/');
    if (brand.announcement.types.includes('PU')) await escapeAnnouncement(page);

    const opener = page.getByRole('banner').getByRole('button', { name: 'Log in' });
    await tabTo(page, opener);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    // The modal's code loads when it first opens.
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expectTabCyclesIn(page, dialog);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusVisible(page);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByRole('textbox', { name: /Username/ }), 'player1');
    await typeInto(page, dialog.getByLabel(/^Password/), 'Player123');
    await page.keyboard.press('Enter');
    await slideWithArrows(page);
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('a guest registers a new account', async ({ page, brand, request, simUrl }) => {
    test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
    let captchaKey = '';
    page.on('request', (sent) => {
      const url = new URL(sent.url());
      if (url.pathname === '/wps/captcha') captchaKey = url.searchParams.get('key') ?? captchaKey;
    });
    const username = uniqueUsername(USERNAME_PREFIX);
    const mobile = uniqueMobile(MOBILE_PREFIX);
    await page.goto('/');
    if (brand.announcement.types.includes('PU')) await escapeAnnouncement(page);

    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Register' }), {
      max: 60,
    });
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'Register' }).getByRole('form');
    await expect(form.getByLabel('Password', { exact: true })).toBeVisible({ timeout: 20_000 });
    const field = (name: string) => form.getByRole('textbox', { name, exact: true });
    // The fields come from the platform's rules: the account is the username, or the mobile number.
    const byUsername = (await field('Username').count()) > 0;
    const account = byUsername ? username : mobile;
    if (byUsername) await typeInto(page, field('Username'), username);
    await typeInto(page, form.getByLabel('Password', { exact: true }), PASSWORD);
    await typeInto(page, form.getByLabel('Confirm password', { exact: true }), PASSWORD);
    if (await field('Mobile number').count()) await typeInto(page, field('Mobile number'), mobile);
    if (await field('SMS code').count()) {
      await tabTo(page, form.getByRole('button', { name: 'Get code' }));
      await page.keyboard.press('Enter');
      await slideWithArrows(page);
      await expect(form.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
      const code = await smsCode(request, simUrl, brand, mobile, 'register');
      // Focus went back to the form (the Get code button, now disabled, or the field after it).
      await typeInto(page, field('SMS code'), code);
    }
    if (await field('Real name').count()) await typeInto(page, field('Real name'), 'Kay Lee');
    if (await field('Email').count())
      await typeInto(page, field('Email'), `${username}@example.com`);
    const captcha = field('Verification code');
    if (await captcha.count()) {
      await expect.poll(() => captchaKey).not.toBe('');
      await typeInto(page, captcha, await captchaAnswer(request, simUrl, captchaKey));
    }
    for (const name of [/User Agreement/, /years old/]) {
      await tabTo(page, form.getByRole('checkbox', { name }));
      await page.keyboard.press('Space');
      await expect(form.getByRole('checkbox', { name })).toBeChecked();
    }
    await tabTo(page, form.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');
    const slider = page.getByRole('slider', { name: 'Slide to complete the puzzle' });
    const success = page.getByRole('dialog', { name: 'Registration successful' });
    await expect(slider.or(success).first()).toBeVisible();
    if (await slider.isVisible()) await slideWithArrows(page);
    await expect(success).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('account')))
      .toContain(account);
    await tabTo(page, success.getByRole('button', { name: 'Start playing' }));
    await page.keyboard.press('Enter');
    await expect(success).toBeHidden();
  });

  test('a member picks a lobby vendor and launches a game', async ({ page, signIn }) => {
    // Signed in by API (its after-login popup already seen): the login by keyboard is the first test's.
    await signIn('member');
    await page.goto('/rng?page=PG');
    const tabs = page.getByRole('tablist', { name: 'Game providers' });
    const selected = tabs.getByRole('tab', { selected: true });
    await expect(selected).toBeVisible({ timeout: 15_000 });
    await settle(page);
    // The skip link (the first stop) passes the header and the side menu.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await tabTo(page, skip, { max: 3 });
    await page.keyboard.press('Enter');
    await tabTo(page, selected);
    // Arrows move along the providers (wrapping round); Enter picks the one in focus.
    const qa = tabs.getByRole('tab', { name: 'QA Test Studio' });
    for (let presses = 0; presses < 40 && !(await isFocused(qa)); presses += 1)
      await page.keyboard.press('ArrowRight');
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    await expect(qa).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\?page=QA$/);

    await tabTo(
      page,
      page.getByRole('button', { name: 'Play now: Real Money Only', exact: true }),
      {
        max: 60,
      },
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.getByTitle('Game: Real Money Only')).toBeVisible();
  });

  test('Tab passes through a page without a modal and out past the footer', async ({
    page,
    brand,
  }) => {
    test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
    await page.goto('/download');
    if (brand.announcement.types.includes('PU')) await escapeAnnouncement(page);
    const footer = page.getByRole('contentinfo');
    // From the top of the page to the footer's last button, then on out of the page and back in.
    await tabTo(page, footer.getByRole('button', { name: 'Download the app' }), { max: 80 });
    await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Log in' }), {
      max: 80,
    });
    // And back again the other way.
    await tabTo(page, footer.getByRole('button', { name: 'Help' }), { backwards: true, max: 80 });
  });
});

test.describe('reduced motion', () => {
  test.use({ contextOptions: { reducedMotion: 'reduce' } });

  test('the notice ticker stands still', async ({ page, brand }) => {
    test.skip(brand.loginedToHomePage, 'the access guard keeps guests on /login');
    // The page clock (https://playwright.dev/docs/clock): no timer moves the strip either.
    await page.clock.install();
    await page.goto('/');
    const ticker = page.getByRole('region', { name: 'Latest notices' });
    const notice = ticker.getByRole('button').first();
    await expect(notice).toBeVisible({ timeout: 20_000 });
    const strip = notice.locator('xpath=../..');
    expect(await strip.evaluate((element) => getComputedStyle(element).animationName)).toBe('none');
    // Measured against the ticker itself: content loading above it may still move the whole strip.
    const offset = async () => {
      const [inner, outer] = await Promise.all([notice.boundingBox(), ticker.boundingBox()]);
      return inner && outer ? { x: inner.x - outer.x, y: inner.y - outer.y } : null;
    };
    const before = await offset();
    expect(before).not.toBeNull();
    await page.clock.runFor(1_500);
    expect(await offset()).toEqual(before);
  });
});
