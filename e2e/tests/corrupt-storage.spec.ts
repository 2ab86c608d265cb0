/**
 * Corrupt storage: bad JSON or foreign values under every localStorage and sessionStorage key the site
 * reads. The site starts with its defaults (home renders, a sign-in works) and repairs each key: after
 * the visit every key is gone or holds a value the site itself would write.
 */
import { expect, test } from '../fixtures';
import type { Page } from '@playwright/test';
import { expectHome, PLAYER, submitLogin } from '../support';

/** The popup announcement, where the brand shows one now (what storage said about it was garbage). */
async function dismissAnnouncement(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  const shown = await dialog
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  if (shown) await dialog.getByRole('button', { name: 'Close' }).first().click();
}

const GARBAGE = '{"broken":';

/** Every key the site reads, by storage area (the session keys are the spec's own names). */
const LOCAL_KEYS = [
  'persist:wl-ui',
  'theme',
  'lang',
  'merchantCode',
  'lastUser',
  'loginTypeSms',
  `lotteryFavourites:${PLAYER.username}`,
];
const SESSION_KEYS = [
  'persist:wl-session:meta',
  'token',
  'merchant',
  'merchantCode',
  'platform',
  'nickname',
  'account',
  'username',
  'customerId',
  'isAgent',
  'toUpline',
  'memberLabel',
  'memberLabelColor',
  'memberLabelColor2',
  'cpw',
  'publicityClose',
  'afterLoginPopup',
  'iframeUrl',
  'iframeTitle',
  'iframeReturn',
];

type Stored = Record<string, string | null>;

test('garbage under every stored key: the site starts with defaults, a sign-in works, the keys are repaired', async ({
  page,
  brand,
}) => {
  test.setTimeout(60_000);
  // Once per tab (window.name survives reloads and is no storage key of the site).
  await page.addInitScript(
    ({ local, session, garbage }) => {
      if (window.name === 'seeded') return;
      window.name = 'seeded';
      for (const key of local) window.localStorage.setItem(key, garbage);
      for (const key of session) window.sessionStorage.setItem(key, garbage);
      window.localStorage.setItem('theme', 'purple');
      window.localStorage.setItem('lang', 'klingon');
      window.sessionStorage.setItem('iframeUrl', 'javascript:alert(1)');
    },
    { local: LOCAL_KEYS, session: SESSION_KEYS, garbage: GARBAGE },
  );
  await page.goto('/');
  await dismissAnnouncement(page);
  await expectHome(page);
  await expect(page.getByRole('button', { name: 'Log in' }).first()).toBeVisible(); // a guest

  // The screens that read the rest: the login form (remember-me), a lottery lobby (favourites) and
  // the game frame (the launched game).
  await page.goto('/login');
  // The SMS tab reads its remembered number (loginTypeSms) when it opens, where the brand has one.
  const smsTab = page.getByRole('tab', { name: 'SMS login' });
  const readsSms = await smsTab.isVisible();
  if (readsSms) {
    await smsTab.click();
    await expect(page.getByRole('textbox', { name: /Mobile number/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Account login' }).click();
  }
  await submitLogin(page);
  await expect(page).toHaveURL(/\/$/);
  await dismissAnnouncement(page);
  await page.goto('/lotteryCenter');
  await expect(page.getByRole('main')).not.toBeEmpty();
  // The lobby repairs the favourites once its list has drawn: read there, before the page is left.
  await expect
    .poll(() =>
      page.evaluate(
        (key) => window.localStorage.getItem(key),
        `lotteryFavourites:${PLAYER.username}`,
      ),
    )
    .not.toBe(GARBAGE);
  await page.goto('/game');
  await expect(page.getByRole('main').first()).not.toBeEmpty();

  const readStored = () =>
    page.evaluate(
      ({ local, session }) => ({
        local: Object.fromEntries(local.map((key) => [key, window.localStorage.getItem(key)])),
        session: Object.fromEntries(
          session.map((key) => [key, window.sessionStorage.getItem(key)]),
        ),
      }),
      { local: LOCAL_KEYS, session: SESSION_KEYS },
    );
  const unrepaired = (values: Stored) =>
    Object.entries(values)
      .filter(([key, value]) => value === GARBAGE && (readsSms || key !== 'loginTypeSms'))
      .map(([key]) => key);
  // Pages repair what they read once they have drawn (an effect after the paint), so this polls.
  await expect
    .poll(async () => unrepaired((await readStored()).local), {
      message: 'localStorage keys still holding garbage',
    })
    .toEqual([]);
  await expect
    .poll(async () => unrepaired((await readStored()).session), {
      message: 'sessionStorage keys still holding garbage',
    })
    .toEqual([]);
  const stored = await readStored();
  expect([null, 'dark', 'light']).toContain(stored.local.theme);
  expect(brand.supportLanguages).toContain(stored.local.lang);
  expect(stored.local.merchantCode).toBe(brand.merchantCode);
  expect(stored.session.merchantCode).toBe(brand.merchantCode);
  expect(stored.session.iframeUrl).toBeNull();
  // The sign-in wrote a real session over the garbage.
  expect(stored.session.token).toMatch(/^[\w.-]{16,}$/);
  expect(stored.session.username).toBe(PLAYER.username);
  expect(() => JSON.parse(stored.local['persist:wl-ui'] ?? '{}') as unknown).not.toThrow();
  expect(
    () => JSON.parse(stored.session['persist:wl-session:meta'] ?? '{}') as unknown,
  ).not.toThrow();
});
