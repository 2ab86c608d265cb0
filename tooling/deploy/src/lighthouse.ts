// Lighthouse (the npm package) in Debian's Chromium through chrome-launcher: one mobile run of a page,
// its four category scores.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseResult {
  url: string;
  scores: Record<Category, number>;
  /** Audits that scored below 1 in the categories, `<category>: <audit id> (<title>)`. */
  failed: string[];
}

export async function runLighthouse(
  url: string,
  { chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } = {},
): Promise<LighthouseResult> {
  const chrome = await launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    // The default config is mobile: a Moto G Power's screen and the simulated slow 4G and 4x CPU.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Record<Category, number>;
    const failed = CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id]!)
        .filter((audit) => audit.score !== null && audit.score < 1)
        .map((audit) => `${id}: ${audit.id} (${audit.title})`),
    );
    return { url, scores, failed };
  } finally {
    chrome.kill();
  }
}
