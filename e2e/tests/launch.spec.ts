import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import type { ApiSession, Role } from '../session';
import { skipUnlessFlagOn } from '../support';

/**
 * Starting a game from a lobby against the simulator: the login and real-account gates, the launch and
 * its framing on /game and /seamless (reload-safe, closable), free trial, refused addresses, the vendor
 * popup list, sports vendor cards and PVP rooms. The QA vendor's games answer known launch addresses:
 * 9001 `javascript:`, 9002 garbage, 9003 only `game_url2`, 9004 free trial, 9005 real money only.
 */

const QA = 'QA Test Studio';

// The brand's popup announcement (PU brands) may come up on any page: closed whenever it shows.
test.beforeEach(async ({ page }) => {
  const announcement = page.getByRole('dialog', { name: 'Announcements' });
  await page.addLocatorHandler(announcement, async () => {
    await announcement.getByRole('button', { name: 'Close' }).first().click();
  });
});

/** Signed in by API as a member (the after-login popup already seen), straight to `path`. */
async function openAsMember(page: Page, signIn: (role: Role) => Promise<ApiSession>, path: string) {
  await signIn('member');
  await page.goto(path);
}

function tileButton(page: Page, label: string) {
  return page.getByRole('button', { name: label, exact: true });
}

/** The in-page frame of the launched game and the simulator's game page inside it. */
function gameFrame(page: Page, name: string) {
  return {
    frame: page.getByTitle(`Game: ${name}`),
    inside: page.frameLocator(`iframe[title="Game: ${name}"]`),
  };
}

/** The side menu's entry of a category, or of one of its vendors (the page already loaded). */
async function openByMenu(page: Page, category: string, vendor?: string) {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  if (!vendor) {
    await nav.getByRole('link', { name: category, exact: true }).click();
    return;
  }
  const toggle = nav.getByRole('button', { name: `${category} providers`, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await nav
    .getByRole('list', { name: `${category} providers`, exact: true })
    .getByRole('link', { name: vendor, exact: true })
    .click();
}

test.describe('a guest', () => {
  test('a guest in the QA lobby: play asks to log in, a free trial opens without an account', async ({
    page,
    brand,
  }) => {
    test.skip(brand.loginedToHomePage, 'loginedToHomePage: guests only reach /login and /register');
    await page.goto('/rng?page=QA');

    await test.step('a guest pressing play gets the login modal and stays', async () => {
      await tileButton(page, 'Play now: Real Money Only').click();
      const login = page.getByRole('dialog', { name: 'Log in' });
      await expect(login).toBeVisible();
      await expect(page).toHaveURL(/\/rng\?page=QA$/);
      // The player declines: the lobby is back for the next step.
      await login.getByRole('button', { name: 'Close' }).first().click();
      await expect(login).toBeHidden();
    });

    await test.step('a guest can try a free-trial game without an account', async () => {
      await expect(tileButton(page, 'Free trial: Real Money Only')).toHaveCount(0);
      await tileButton(page, 'Free trial: Free Trial Classic').click();
      await expect(page).toHaveURL(/\/game$/);
      await expect(
        gameFrame(page, 'Free Trial Classic').inside.getByText('(free trial)'),
      ).toBeVisible();
    });
  });
});

test.describe('launch gates', () => {
  test('a trial user pressing play gets the real-account warning', async ({
    signIn,
    page,
    brand,
    request,
    simUrl,
  }) => {
    await skipUnlessFlagOn(request, simUrl, brand, 'FREEPLAY3');
    await signIn('trial');
    await page.goto('/rng?page=QA');
    await tileButton(page, 'Play now: Real Money Only').click();
    await expect(page.getByRole('alertdialog', { name: 'Real account needed' })).toBeVisible();
    await expect(page).toHaveURL(/\/rng\?page=QA$/);
  });
});

test.describe('launching and framing', () => {
  test('a member launches from the lobbies: refused addresses, slots on /game, a tampered stored address, card games and rooms, live casino and sports full page', async ({
    signIn,
    page,
  }) => {
    // Nine former tests in one page (43 s together on CI).
    test.setTimeout(90_000);
    await openAsMember(page, signIn, '/rng?page=QA');

    for (const name of ['Invalid Link (javascript)', 'Invalid Link (garbage)'])
      await test.step(`an unusable launch address is refused: ${name}`, async () => {
        await tileButton(page, `Play now: ${name}`).click();
        const refused = page
          .getByRole('alertdialog')
          .filter({ hasText: 'Invalid URL, please contact customer service' });
        await expect(refused).toBeVisible();
        await expect(page).toHaveURL(/\/rng\?page=QA$/);
        await expect(page.locator('iframe')).toHaveCount(0);
        await refused.getByRole('button', { name: 'OK' }).click();
        await expect(refused).toBeHidden();
      });

    await test.step('an address given only in game_url2 is used', async () => {
      await tileButton(page, 'Play now: Second Address Slots').click();
      await expect(page).toHaveURL(/\/game$/);
      await expect(
        gameFrame(page, 'Second Address Slots').inside.getByRole('heading', {
          name: 'Second Address Slots',
        }),
      ).toBeVisible();
      // Back to the lobby for the next launch (the next step checks where closing leads).
      await page.getByRole('button', { name: 'Close the game' }).click();
      await expect(page).toHaveURL(/\/rng\?page=QA$/);
    });

    await test.step('a slot opens framed on /game under the header, survives a reload and closes back to the lobby', async () => {
      await tileButton(page, 'Play now: Real Money Only').click();
      await expect(page).toHaveURL(/\/game$/);
      const { frame, inside } = gameFrame(page, 'Real Money Only');
      await expect(frame).toBeVisible();
      await expect(inside.getByRole('heading', { name: 'Real Money Only' })).toBeVisible();
      await expect(inside.getByTestId('player')).toHaveText('player1');
      await expect(page.getByRole('banner')).toBeVisible();

      await page.reload();
      await expect(
        gameFrame(page, 'Real Money Only').inside.getByRole('heading', { name: 'Real Money Only' }),
      ).toBeVisible();

      await page.getByRole('button', { name: 'Close the game' }).click();
      await expect(page).toHaveURL(/\/rng\?page=QA$/);
      await expect(page.getByRole('tab', { name: QA })).toHaveAttribute('aria-selected', 'true');
    });

    await test.step('a stored address that is not http(s) is never framed after a reload', async () => {
      await page.evaluate(() => {
        sessionStorage.setItem('iframeUrl', 'javascript:alert(document.domain)');
        sessionStorage.setItem('iframeTitle', 'Tampered');
      });
      // A load of /game is the subject: the page reads the stored address at start.
      await page.goto('/game');
      await expect(page.getByRole('alert')).toContainText(
        'Invalid URL, please contact customer service',
      );
      await expect(page.locator('iframe')).toHaveCount(0);
      // This screen has no side menu: the player leaves by its own link.
      await page.getByRole('link', { name: 'Back to home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    await test.step("a card-game vendor's lobby entry opens its popup game list", async () => {
      await openByMenu(page, 'Card Games', 'Kaiyuan');
      await expect(page).toHaveURL(/\/pvp\?page=KY$/);
      await tileButton(page, 'Play now: Kaiyuan Lobby').click();
      const popup = page.getByRole('dialog', { name: 'Kaiyuan games' });
      await expect(popup).toBeVisible();
      const first = popup.getByRole('button', { name: /^Play now: / }).first();
      const game = ((await first.getAttribute('aria-label')) ?? '').replace('Play now: ', '');
      await first.click();
      await expect(page).toHaveURL(/\/game$/);
      await expect(popup).toBeHidden();
      await expect(gameFrame(page, game).frame).toBeVisible();
    });

    await test.step('a PVP room is joined through the launch', async () => {
      // Closing the game leads back to the Kaiyuan lobby the game came from.
      await page.getByRole('button', { name: 'Close the game' }).click();
      await expect(page).toHaveURL(/\/pvp\?page=KY$/);
      await page.getByRole('button', { name: 'Join Kaiyuan Beginner' }).click();
      await expect(page).toHaveURL(/\/game$/);
      await expect(page.locator('iframe[title^="Game: "]')).toBeVisible();
    });

    await test.step('live casino opens full page on /seamless with the side menu in mini form', async () => {
      // /game has no side menu: the player closes the room's game, back in the Kaiyuan lobby.
      await page.getByRole('button', { name: 'Close the game' }).click();
      await expect(page).toHaveURL(/\/pvp\?page=KY$/);
      await openByMenu(page, 'Live Casino');
      await expect(page).toHaveURL(/\/live$/);
      await page
        .getByRole('list', { name: 'Evolution games' })
        .getByRole('button', { name: /^Play now: / })
        .first()
        .click();
      await expect(page).toHaveURL(/\/seamless$/);
      const frame = page.locator('iframe[title^="Game: "]');
      await expect(frame).toBeVisible();
      await expect(page.frameLocator('iframe[title^="Game: "]').getByTestId('player')).toHaveText(
        'player1',
      );
      const menu = page.getByRole('navigation', { name: 'Main menu' });
      await expect(menu.getByRole('button', { name: 'Expand menu' })).toBeVisible();
      await page.reload();
      await expect(frame).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Expand menu' })).toBeVisible();
      // Leaving by the address bar (a new load) gives the player's open menu back.
      await page.goto('/');
      await expect(menu.getByRole('button', { name: 'Collapse menu' })).toBeVisible();
    });

    await test.step('a sports vendor card enters its book full page', async () => {
      await openByMenu(page, 'Sports');
      await expect(page).toHaveURL(/\/sports$/);
      await page.getByRole('button', { name: 'Enter SABA Sports' }).click();
      await expect(page).toHaveURL(/\/seamless$/);
      await expect(
        gameFrame(page, 'SABA Sports Lobby').inside.getByRole('heading', {
          name: 'SABA Sports Lobby',
        }),
      ).toBeVisible();
    });
  });
});
