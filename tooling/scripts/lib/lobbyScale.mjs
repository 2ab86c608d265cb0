// The RNG lobby with a vendor of 5,000+ games: time to the first game on screen (CPU 4x slower, like
// the page-speed runs), then a scroll to the end of the list at full CPU speed (following "load more"
// buttons) with the longest task, dropped frames and the DOM size at the end. The vendor comes from the simulator's dev switch (POST /__sim/games/bulk: `MEGA`).
// Until the site has the lobby (or without such a vendor) it answers `{ na: reason }` instead of failing.
import { CPU_THROTTLING } from './pageSpeed.mjs';

export const SCALE_GAMES = 5000;
const SCROLL_LIMIT_MS = 180_000;
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
      headers: { 'Content-Type': 'application/json' },
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

/** In the page: scrolls the list's scroll container to its end, clicking "load more" buttons on the way. */
async function scrollToEnd({ firstName, lastName, maxMs }) {
  const frameMs = 1000 / 60;
  const holder = [...document.querySelectorAll('body *')].find(
    (element) => element.childElementCount === 0 && element.textContent.includes(firstName),
  );
  let container = holder;
  while (container && container !== document.body) {
    const style = getComputedStyle(container);
    if (/(auto|scroll)/.test(style.overflowY) && container.scrollHeight > container.clientHeight)
      break;
    container = container.parentElement;
  }
  if (!container || container === document.body) container = document.scrollingElement;
  const started = performance.now();
  const deltas = [];
  let clicks = 0;
  let last = started;
  let stillSince = null;
  let lastHeight = container.scrollHeight;
  let clickedAt = null;
  while (performance.now() - started < maxMs) {
    const now = await new Promise((resolve) => requestAnimationFrame(resolve));
    deltas.push(now - last);
    last = now;
    container.scrollTop += Math.max(200, container.clientHeight * 0.9);
    const atBottom = container.scrollTop + container.clientHeight >= container.scrollHeight - 2;
    if (!atBottom) {
      stillSince = null;
      continue;
    }
    if (container.scrollHeight !== lastHeight) {
      lastHeight = container.scrollHeight;
      stillSince = null;
      clickedAt = null;
      continue;
    }
    // One click, then wait for the page to arrive: load-more is debounced (trailing 300 ms), so a
    // click on every frame would keep postponing the load, as no player can.
    const scope = container === document.scrollingElement ? document : container;
    const more = [...scope.querySelectorAll('button')].find(
      (button) => /\bmore\b/i.test(button.textContent) && !button.disabled && button.offsetParent,
    );
    if (more && (clickedAt === null || now - clickedAt > 1500)) {
      more.click();
      clicks += 1;
      clickedAt = now;
      stillSince = null;
      continue;
    }
    stillSince ??= now;
    if (document.body.textContent.includes(lastName) || now - stillSince > 2000) break;
  }
  const dropped = deltas
    .slice(1)
    .reduce((sum, delta) => sum + Math.max(0, Math.round(delta / frameMs) - 1), 0);
  return {
    scrollMs: performance.now() - started,
    frames: deltas.length,
    droppedFrames: dropped,
    loadMoreClicks: clicks,
    reachedLastGame: document.body.textContent.includes(lastName),
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

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
    // The scroll through ~120 pages runs at full CPU speed so it ends within the time limit on 2 cores;
    // its dropped frames and long tasks are therefore what a fast machine sees.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const tasksBeforeScroll = await page.evaluate(() => window.__lobby.longTasks.length);
    const scroll = await page.evaluate(scrollToEnd, {
      firstName: names[0],
      lastName,
      maxMs: SCROLL_LIMIT_MS,
    });
    const end = await page.evaluate((before) => {
      const durations = window.__lobby.longTasks.map((task) => task.duration);
      return {
        nodes: document.getElementsByTagName('*').length,
        longestTaskMs: Math.max(0, ...durations),
        // the scroll alone (full CPU speed), without the throttled first load
        longestScrollTaskMs: Math.max(0, ...durations.slice(before)),
      };
    }, tasksBeforeScroll);
    return { vendor, total, url, firstRenderMs: firstGameAt, ...scroll, ...end };
  } finally {
    await context.close();
  }
}
