import { afterAll, expect, it } from 'vitest';
import { KEEP_ALIVE_TIMEOUT_MS, startServer, type RunningServer } from './serve';

let running: RunningServer | undefined;
afterAll(() => running?.close());

it('keeps an idle connection open for two minutes and says so in the Keep-Alive header', async () => {
  running = await startServer({ port: 0, dbPath: ':memory:', devEndpoints: false });
  const response = await fetch(`${running.url}/wps/system/status`, {
    headers: { Merchant: 'LTS88' },
  });
  await response.text();
  expect(response.status).toBe(200);
  expect(KEEP_ALIVE_TIMEOUT_MS).toBe(120_000);
  expect(response.headers.get('keep-alive')).toBe('timeout=120');
});
