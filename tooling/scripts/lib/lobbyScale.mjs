// The RNG lobby with a vendor of 5,000+ games: time to the first game on screen (CPU 4x slower, like
// the page-speed runs); then, at full CPU speed, "load more" page after page to the last game, and a
// scroll from the top through all of them: long tasks of each phase, dropped frames, DOM size at the end. The vendor comes from the simulator's dev switch (POST /__sim/games/bulk: `MEGA`).
// Until the site has the lobby (or without such a vendor) it answers `{ na: reason }` instead of failing.
import { CPU_THROTTLING } from './pageSpeed.mjs';

export const SCALE_GAMES = 5000;
const LOAD_LIMIT_MS = 240_000;
const headers = { Merchant: 'AUR01' };

async function platform(simUrl, pathAndQuery) {
  const response = await fetch(`${simUrl}${pathAndQuery}`, { headers });
  const body = await response.json();
  if (!body.success) throw new Error(`${pathAndQuery}: ${body.message}`);
  return body.value;
}

/** The simulator's switch for a vendor with many games (`MEGA`); a simulator without it answers 404. */
async function addBulkVendor(simUrl) {
  try {
    const response = await fetch(`${simUrl}/__sim/games/bulk`, {
      method: 'POST',
      // the simulator takes /__sim calls only with this header (apps/platform-sim/README.md)
      headers: { 'Content-Type': 'application/json', 'X-Sim-Dev': '1' },
      body: JSON.stringify({ count: SCALE_GAMES }),
    });
    return response.ok;
  } catch {
    return false;
  }
}

/** The RNG vendor with the most games (or the one named by BENCH_SCALE_VENDOR) and its game count. */
async function biggestVendor(simUrl, forced) {
  const lanes = (await platform(simUrl, '/wps/game/vendor/lanes')).data.lanes;
  const rng = lanes
    .filter((lane) => lane.title === 'RNG')
    .flatMap((lane) => lane.cards.map((card) => card.vassalage));
  const candidates = forced ? [forced] : [...new Set(rng)];
  let best = null;
  for (const vendor of candidates) {
    const { total } = await platform(
      simUrl,
      `/wps/game/list?gameType=RNG&vassalage=${encodeURIComponent(vendor)}&pageNo=1&pageSize=1`,
    );
    if (!best || total > best.total) best = { vendor, total };
  }
  return best;
}

const initScript = `(() => {
  const lobby = (window.__lobby = { longTasks: [], firstGameAt: null, names: [] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lobby.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {}
  new MutationObserver((records, observer) => {
    if (!lobby.names.length) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        const text = node.textContent || '';
        if (lobby.names.some((name) => text.includes(name))) {
          lobby.firstGameAt = performance.now();
          observer.disconnect();
          return;
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * In the page, as a player with patience: scroll to the bottom, press "load more" once it is enabled
 * again (it is debounced 300 ms and busy at least 500 ms, spec), wait for the page to append, repeat
 * until the last game is in the list.
 */
async function loadToEnd({ lastName, maxMs }) {
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  const loaded = () =>
    Number(
      document.querySelector('[role=listitem][aria-setsize]')?.getAttribute('aria-setsize') ?? 0,
    );
  const enabledMore = () =>
    [...document.querySelectorAll('button')].find(
      (button) =>
        /\bmore\b/i.test(button.textContent) &&
        !button.disabled &&
        button.getAttribute('aria-busy') !== 'true' &&
        button.offsetParent,
    );
  const started = performance.now();
  const pageMs = [];
  let clicks = 0;
  while (performance.now() - started < maxMs) {
    window.scrollTo(0, document.documentElement.scrollHeight);
    if (document.body.textContent.includes(lastName)) break;
    const before = loaded();
    const askedAt = performance.now();
    let more = enabledMore();
    while (!more && performance.now() - askedAt < 3000) {
      await sleep(20);
      more = enabledMore();
    }
    if (!more) break; // no button: everything is loaded, or a failure shows instead
    more.click();
    clicks += 1;
    while (loaded() === before && performance.now() - askedAt < 10_000) await sleep(20);
    if (loaded() === before) break;
    pageMs.push(performance.now() - askedAt);
  }
  pageMs.sort((a, b) => a - b);
  return {
    loadMs: performance.now() - started,
    loadMoreClicks: clicks,
    medianPageMs: pageMs.length ? pageMs[Math.floor(pageMs.length / 2)] : null,
    gamesLoaded: loaded(),
  };
}

/** In the page: from the top to the end of the loaded list, 90% of a screen per animation frame. */
async function scrollThrough() {
  const frameMs = 1000 / 60;
  window.scrollTo(0, 0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const scroller = document.scrollingElement;
  const started = performance.now();
  const deltas = [];
  let last = started;
  while (scroller.scrollTop + scroller.clientHeight < scroller.scrollHeight - 2) {
    const now = await new Promise((resolve) => requestAnimationFrame(resolve));
    deltas.push(now - last);
    last = now;
    scroller.scrollTop += scroller.clientHeight * 0.9;
  }
  const late = deltas.slice(1);
  return {
    scrollMs: performance.now() - started,
    frames: deltas.length,
    droppedFrames: late.reduce(
      (sum, delta) => sum + Math.max(0, Math.round(delta / frameMs) - 1),
      0,
    ),
    longestFrameMs: Math.max(0, ...late),
  };
}

export async function lobbyAtScale({
  browser,
  simUrl,
  appUrl,
  vendor: forced = process.env.BENCH_SCALE_VENDOR,
}) {
  await addBulkVendor(simUrl);
  const biggest = await biggestVendor(simUrl, forced);
  if (!biggest || biggest.total < SCALE_GAMES) {
    return {
      na:
        `the simulator has no RNG vendor with ${SCALE_GAMES.toLocaleString('en')} games (largest: ${biggest?.vendor ?? 'none'} with ${biggest?.total ?? 0}); ` +
        'POST /__sim/games/bulk did not add one; name a vendor in BENCH_SCALE_VENDOR',
    };
  }
  const { vendor, total } = biggest;
  const first = await platform(
    simUrl,
    `/wps/game/list?gameType=RNG&vassalage=${vendor}&pageNo=1&pageSize=10`,
  );
  const lastPage = await platform(
    simUrl,
    `/wps/game/list?gameType=RNG&vassalage=${vendor}&pageNo=${total}&pageSize=1`,
  );
  const names = first.games.map((game) => game.gameName);
  const lastName = lastPage.games.at(-1)?.gameName ?? names[0];

  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // The brand's service worker precaches its bundle after load (the floor has none): its requests
    // would be counted as the page's own until it settles.
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  try {
    await page.addInitScript(initScript);
    await page.addInitScript((gameNames) => (window.__lobby.names = gameNames), names);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
    const url = `${appUrl}/rng?page=${encodeURIComponent(vendor)}`;
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Either a game shows up, or the page says the route does not exist (the lobby is not built yet).
    const outcome = await page
      .waitForFunction(
        () =>
          window.__lobby.firstGameAt !== null
            ? 'lobby'
            : /\bnot found\b|\b404\b/i.test(document.body.innerText)
              ? 'not-found'
              : false,
        null,
        { timeout: 30_000, polling: 250 },
      )
      .then((handle) => handle.jsonValue())
      .catch(() => 'timeout');
    if (outcome === 'not-found')
      return {
        na: `/rng?page=${vendor} shows the not-found page: the lobby route is not in the site yet`,
        vendor,
        total,
      };
    if (outcome !== 'lobby') {
      return {
        na: `no game of ${vendor} appeared at /rng?page=${vendor} within 30 s (the lobby names games differently?)`,
        vendor,
        total,
      };
    }
    const firstGameAt = await page.evaluate(() => window.__lobby.firstGameAt);
    // Loading ~120 pages and scrolling run at full CPU speed so they end within the time limit on
    // 2 cores; their long tasks and dropped frames are therefore what a fast machine sees.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const longTasksSince = (from) =>
      page.evaluate(
        (start) =>
          Math.max(0, ...window.__lobby.longTasks.slice(start).map((task) => task.duration)),
        from,
      );
    const taskCount = () => page.evaluate(() => window.__lobby.longTasks.length);
    const longestFirstLoadTaskMs = await longTasksSince(0);
    const beforeLoad = await taskCount();
    const load = await page.evaluate(loadToEnd, { lastName, maxMs: LOAD_LIMIT_MS });
    const longestLoadTaskMs = await longTasksSince(beforeLoad);
    const reachedLastGame = await page.evaluate(
      (name) => document.body.textContent.includes(name),
      lastName,
    );
    const beforeScroll = await taskCount();
    const scroll = await page.evaluate(scrollThrough);
    const longestScrollTaskMs = await longTasksSince(beforeScroll);
    const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
    const end = {
      longestFirstLoadTaskMs,
      longestLoadTaskMs,
      longestScrollTaskMs,
      nodes,
      reachedLastGame,
    };
    return { vendor, total, url, firstRenderMs: firstGameAt, ...load, ...scroll, ...end };
  } finally {
    await context.close();
  }
}
