// Lighthouse (mobile) on each brand's home through nginx, as production serves it: SEO, accessibility
// and best practices at 100; the performance score printed beside the floor app's (tooling/floor-app,
// the fixed stack's smallest app, served by the same rules).
import path from 'node:path';
import { startServer, type RunningServer } from '@wl/platform-sim';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WORKSPACE_ROOT, workspaceBrands } from './deploy';
import { runLighthouse, type LighthouseResult } from './lighthouse';
import { startNginx, type RunningNginx } from './runNginx';

const brands = workspaceBrands();
const FLOOR_DOMAIN = 'floor.localhost';
let sim: RunningServer;
let nginx: RunningNginx;
const results = new Map<string, LighthouseResult>();

beforeAll(async () => {
  sim = await startServer({ port: 0, dbPath: ':memory:', devEndpoints: false });
  const floor = {
    // The floor has no brand file: it is served by a brand's rules under its own name.
    brand: { ...brands[0]!.brand, code: 'floor', name: 'Floor', domains: [FLOOR_DOMAIN] },
    file: 'tooling/floor-app',
    root: path.join(WORKSPACE_ROOT, 'tooling/floor-app/dist'),
  };
  nginx = await startNginx({
    brands: [...brands, floor],
    upstream: [new URL(sim.url).host],
    simulator: true,
  });
  results.set('floor', await runLighthouse(`http://${FLOOR_DOMAIN}:${nginx.port}/`));
}, 180_000);

afterAll(async () => {
  const rows = [...results].map(([code, { scores }]) =>
    [
      code.padEnd(8),
      String(scores.performance).padStart(11),
      String(scores.accessibility).padStart(13),
      String(scores['best-practices']).padStart(14),
      String(scores.seo).padStart(4),
    ].join(' '),
  );
  console.log(
    [
      'lighthouse (mobile) through nginx',
      'page     performance accessibility best-practices  seo',
      ...rows,
    ].join('\n  '),
  );
  await nginx?.stop();
  await sim?.close();
});

describe.each(brands.map(({ brand }) => [brand.code, brand] as const))('%s home', (code, brand) => {
  it('scores 100 for SEO, accessibility and best practices (mobile)', async () => {
    const result = await runLighthouse(`http://${brand.domains![0]}:${nginx.port}/`);
    results.set(code, result);
    const { scores, failed } = result;
    const below = failed.filter((audit) => !audit.startsWith('performance:'));
    expect({ ...scores, performance: undefined, below }).toEqual({
      performance: undefined,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      below: [],
    });
    expect(scores.performance).toBeGreaterThan(0);
  }, 180_000);
});
