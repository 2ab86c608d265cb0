/**
 * `/__sim/xss`: for one test scenario (cookie `sim-scenario`), the answers of the content calls carry
 * the XSS corpus in every text the site renders, and the links, frames and launched games they name
 * are `javascript:`/`data:`/`vbscript:` addresses. The answers are transformed on the way out; the
 * database is untouched, so every other visitor (parallel tests) sees the normal content.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { API_PATHS } from '../contract';
import { badRequest, ok, readJson, requiredString } from '../lib/http';
import { SCENARIO_COOKIE, type AppEnv, type Sim } from '../sim';
import { XSS_PAYLOADS, XSS_URLS, xssText } from './corpus';

/**
 * How a field is seeded: `text`, readable text around one payload; `html` (server HTML), the field's
 * own markup followed by payloads, each in its readable text and paragraph: the answer's first HTML
 * field every payload (of those leaving markup open, which would take what follows, one and last),
 * the others one each (a page stays light); `url`, every other URL not http(s) (the
 * rest stay, so a list still has working links to tell apart from the refused ones); `badUrl`, every
 * URL refused.
 */
type Seeding = 'text' | 'html' | 'url' | 'badUrl';

/**
 * The fields seeded in each call's answer (keys anywhere in its `value`). Keys that are codes the site
 * computes with (vendor codes, game types, ids) are left alone: the site must still work.
 */
const SEEDED_FIELDS: Record<string, Record<string, Seeding>> = {
  // banners (title, link), notices, popups, ticker; also the agent centre's announcements
  [API_PATHS.announcements]: { title: 'text', content: 'html', linkageValue: 'url' },
  [API_PATHS.helpCenter]: { title: 'text', content: 'html' },
  [API_PATHS.promotions]: { title: 'text', summary: 'text' },
  [API_PATHS.promotionDetail]: { title: 'text', summary: 'text', content: 'html' },
  [API_PATHS.memberInfo]: { nickname: 'text' },
  [API_PATHS.messages]: { title: 'text', content: 'html' },
  [API_PATHS.gameList]: { gameName: 'text', displayName: 'text', nodeName: 'text' },
  [API_PATHS.hotGames]: { gameName: 'text', displayName: 'text', nodeName: 'text' },
  [API_PATHS.favourites]: { gameName: 'text', displayName: 'text', nodeName: 'text' },
  [API_PATHS.recentGames]: { gameName: 'text', displayName: 'text', nodeName: 'text' },
  [API_PATHS.popupGameList]: { gameName: 'text', displayName: 'text', nodeName: 'text' },
  [API_PATHS.vendorGameTypes]: { displayName: 'text', accountTypeName: 'text' },
  [API_PATHS.vendorLanes]: { displayName: 'text' },
  [API_PATHS.pvpRooms]: { roomName: 'text' },
  [API_PATHS.winners]: { customerName: 'text', gameName: 'text' },
  [API_PATHS.winnerRank]: { customerName: 'text', gameName: 'text' },
  [API_PATHS.hotMatches]: { title: 'text', league: 'text', homeTeam: 'text', awayTeam: 'text' },
  [API_PATHS.resources]: { url: 'url' },
  [API_PATHS.status]: { url: 'url', path: 'url' },
  [API_PATHS.launchGame]: { game_url: 'badUrl', game_url2: 'badUrl' },
  [API_PATHS.launchGameV2]: { game_url: 'badUrl', game_url2: 'badUrl' },
};

/** Where a path's payloads start in the corpus: different calls (and queries) show different ones. */
function startOf(key: string): number {
  let hash = 0;
  for (const ch of key) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
  return hash % XSS_PAYLOADS.length;
}

const CLOSED = XSS_PAYLOADS.filter((payload) => !payload.open);
const OPEN = XSS_PAYLOADS.filter((payload) => payload.open);

/** Server HTML carrying the whole corpus after its own markup, from the n-th payload on. */
function htmlWithCorpus(own: string, n: number): string {
  const closed = [...CLOSED.slice(n % CLOSED.length), ...CLOSED.slice(0, n % CLOSED.length)];
  const open = OPEN[n % OPEN.length]!;
  return `${own}${closed.map((payload) => `<p>${xssText(payload)}</p>`).join('')}<p>${xssText(open)}</p>`;
}

/**
 * Seeds one answer's value: the n-th seeded text gets payload start+n in its readable wrapper; the
 * HTML of each list's first item (and of an item outside a list) the whole corpus, the others one
 * payload each; URL fields get the non-http(s) URLs in turn. A banner given one gets a URL linkage.
 */
export function seedValue(value: unknown, fields: Record<string, Seeding>, start: number): unknown {
  let texts = 0;
  let urls = 0;
  let htmls = 0;
  const visit = (node: unknown, firstOfList = true): unknown => {
    if (Array.isArray(node)) return node.map((item, index) => visit(item, index === 0));
    if (!node || typeof node !== 'object') return node;
    const out: Record<string, unknown> = {};
    let urlLinkage = false;
    for (const [key, field] of Object.entries(node)) {
      const seeding = fields[key];
      if (seeding === 'text' && typeof field === 'string') {
        const payload = XSS_PAYLOADS[(start + texts++) % XSS_PAYLOADS.length]!;
        out[key] = xssText(payload);
      } else if (seeding === 'html' && typeof field === 'string') {
        // the whole corpus in a list's first item, one payload in each other (a light page)
        const n = htmls++;
        out[key] = firstOfList
          ? htmlWithCorpus(field, start + n)
          : `${field}<p>${xssText(XSS_PAYLOADS[(start + n) % XSS_PAYLOADS.length]!)}</p>`;
      } else if (
        (seeding === 'url' || seeding === 'badUrl') &&
        (typeof field === 'string' || field === null)
      ) {
        const n = urls++;
        const refused = seeding === 'badUrl' || n % 2 === 0;
        out[key] = refused ? XSS_URLS[n % XSS_URLS.length] : field;
        if (key === 'linkageValue' && refused) urlLinkage = true;
      } else out[key] = visit(field);
    }
    if (urlLinkage) out.linkageType = 'URL';
    return out;
  };
  return visit(value);
}

/** Transforms the seeded calls' answers for requests of an XSS scenario. */
export function xssMiddleware(sim: Sim): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const scenario = getCookie(c, SCENARIO_COOKIE);
    if (!scenario || !sim.xssScenarios.has(scenario)) return;
    const url = new URL(c.req.url);
    const fields = SEEDED_FIELDS[url.pathname];
    if (!fields || !c.res.headers.get('Content-Type')?.includes('application/json')) return;
    const body = (await c.res.clone().json()) as { success?: boolean; value?: unknown };
    if (!body.success) return;
    const seeded = {
      ...body,
      value: seedValue(body.value, fields, startOf(url.pathname + url.search)),
    };
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    c.res = new Response(JSON.stringify(seeded), { status: c.res.status, headers });
  };
}

/** `POST /__sim/xss { scenario }` switches the corpus on for that scenario; `DELETE ?scenario=` off. */
export function xssDevRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.get('/__sim/xss', (c) =>
    ok(c, {
      scenarios: [...c.get('sim').xssScenarios],
      payloads: XSS_PAYLOADS,
      urls: XSS_URLS,
      seededPaths: Object.keys(SEEDED_FIELDS),
    }),
  );
  routes.post('/__sim/xss', async (c) => {
    const scenario = requiredString(await readJson(c), 'scenario', 80);
    c.get('sim').xssScenarios.add(scenario);
    return ok(c, { scenario, payloads: XSS_PAYLOADS.length }, 'XSS corpus on for the scenario');
  });
  routes.delete('/__sim/xss', (c) => {
    const scenario = c.req.query('scenario');
    if (!scenario) throw badRequest('scenario is required');
    c.get('sim').xssScenarios.delete(scenario);
    return ok(c, null, 'XSS corpus off for the scenario');
  });
  return routes;
}
