/**
 * What a brand's site is built from, as the specs read it: the platform's vendor lanes for the brand's
 * merchant (and what the brand's `esportsVendors` make of its sports lane), the site's own
 * translations, and the places that show them (home, the side menu, the home lottery widget).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { Brand } from '@wl/brand-config';
import { expect } from './fixtures';
import type { Role } from './session';
import { closeAnnouncement, submitLogin } from './support';

// ---------------------------------------------------------------------------------------------------
// The platform's vendor lanes
// ---------------------------------------------------------------------------------------------------

export interface LaneCard {
  vassalage: string;
  displayName: string;
}
export interface Lane {
  title: string;
  cards: LaneCard[];
}

/** The vendor lanes the brand's merchant gets (the same call the site makes). */
export async function lanesOf(
  request: APIRequestContext,
  simUrl: string,
  brand: Brand,
): Promise<Lane[]> {
  const answer = await request.get(`${simUrl}/wps/game/vendor/lanes`, {
    headers: { Merchant: brand.merchantCode },
    params: { platform: 'html5-desktop' },
  });
  return ((await answer.json()) as { value: { data: { lanes: Lane[] } } }).value.data.lanes;
}

/** The cards of the lane titled `title` (RNG, LIVE, SPORTS, ...). */
export const laneCards = (lanes: Lane[], title: string) =>
  lanes.find((lane) => lane.title === title)?.cards ?? [];

/** The brand's sports vendors split by its e-sports codes: [sports names, e-sports names]. */
export function sportsSplit(lanes: Lane[], brand: Brand): [string[], string[]] {
  const esports = new Set(brand.esportsVendors.map((code) => code.toUpperCase()));
  const cards = laneCards(lanes, 'SPORTS');
  return [
    cards
      .filter((card) => !esports.has(card.vassalage.toUpperCase()))
      .map((card) => card.displayName),
    cards
      .filter((card) => esports.has(card.vassalage.toUpperCase()))
      .map((card) => card.displayName),
  ];
}

/**
 * The home game sections the brand should show, as the spec words them: slots, live, card games,
 * fishing, sports (without the brand's e-sports vendors), e-sports (the brand's `esportsVendors`),
 * in-house (only with the RNG vendor BGS). Name and lobby route each, in home's order.
 */
export function expectedSections(lanes: Lane[], brand: Brand) {
  const vendors = (title: string) => laneCards(lanes, title).map((card) => card.vassalage);
  const [sports, esports] = sportsSplit(lanes, brand);
  const sections: [string, string, boolean][] = [
    ['Slots', '/rng', vendors('RNG').length > 0],
    ['Live Casino', '/live', vendors('LIVE').length > 0],
    ['Card Games', '/pvp', vendors('PVP').length > 0],
    ['Fishing', '/fish', vendors('FISH').length > 0],
    ['Sports', '/sports', sports.length > 0],
    ['E-Sports', '/esports', esports.length > 0],
    ['In-House Games', '/inhouse', vendors('RNG').includes('BGS')],
  ];
  return sections.filter(([, , present]) => present).map(([name, route]) => ({ name, route }));
}

/** One namespace of the site's own translations, as `@wl/i18n` publishes them (`@wl/i18n/locales/*`). */
export function locale(code: string, ns: string): Record<string, unknown> {
  const file = createRequire(import.meta.url).resolve(`@wl/i18n/locales/${code}/${ns}.json`);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** A text of the site's own translations, by language, namespace and dotted key. */
export function translation(code: string, ns: string, key: string): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locale(code, ns));
  return String(value);
}

// ---------------------------------------------------------------------------------------------------
// Where a player meets them
// ---------------------------------------------------------------------------------------------------

/**
 * Home of `brand` as a player reaches it (its own app: `origin` when it is not the project's). Behind
 * the access guard (loginedToHomePage) signed in: by API with `signIn` (the after-login popup already
 * seen), else by the login form (the session the API writes is the project brand's, not another
 * app's). A guest's popup announcement (PU brands), or the one after a form login, is closed.
 */
export async function openHome(
  page: Page,
  brand: Brand,
  signIn?: (role: Role) => Promise<unknown>,
  origin = '',
) {
  const signedInByApi = brand.loginedToHomePage && signIn !== undefined;
  if (signedInByApi) await signIn('member');
  await page.goto(`${origin}/`);
  if (brand.loginedToHomePage && !signIn) {
    await expect(page).toHaveURL(/\/login$/);
    await submitLogin(page);
  }
  await expect(page).toHaveURL(/\/$/);
  if (!signedInByApi) await closeAnnouncement(page, brand);
}

/** The side menu, once its categories are in. */
export async function sideMenu(page: Page): Promise<Locator> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  await expect(nav.getByRole('link', { name: 'Slots', exact: true })).toBeVisible();
  return nav;
}

/** The vendor names (after 'All') the side menu lists under a category, expanding it first. */
export async function menuVendorsOf(nav: Locator, category: string): Promise<string[]> {
  const toggle = nav.getByRole('button', { name: `${category} providers`, exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const list = nav.getByRole('list', { name: `${category} providers`, exact: true });
  await expect(list.getByRole('link', { name: 'All', exact: true })).toBeVisible();
  const names = await list.getByRole('listitem').allTextContents();
  return names.slice(1);
}

/**
 * The home lottery widget. It follows Hot Games and loads (with its heading) as it nears the
 * viewport, so the page is scrolled to Hot Games first.
 */
export async function lotteryWidget(page: Page): Promise<Locator> {
  await page
    .getByRole('heading', { level: 2, name: 'Hot Games', exact: true })
    .scrollIntoViewIfNeeded();
  const heading = page.getByRole('heading', { level: 2, name: 'Lottery', exact: true });
  await heading.scrollIntoViewIfNeeded();
  const section = page.locator('section').filter({ has: heading });
  await expect(section.getByRole('tablist', { name: 'Lottery types' })).toBeVisible();
  return section;
}

/** The lottery cards of the widget's (or a page's) open tab. */
export const lotteryCards = (scope: Locator) => scope.getByRole('tabpanel').getByRole('article');
