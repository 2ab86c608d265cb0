/**
 * Loopback load measurement: starts the simulator on a random port over `:memory:` with the 5,000-game
 * vendor (`/__sim/games/bulk`), runs autocannon for a bounded time against login and the game list
 * (whole category, the big vendor deep in its pages, with filters, with a name search), prints
 * requests per second, and exits.
 * `pnpm --filter @wl/platform-sim bench` (BENCH_SECONDS, BENCH_CONNECTIONS tune it).
 */
import autocannon from 'autocannon';
import { startServer } from './serve';

const seconds = Math.min(Number(process.env.BENCH_SECONDS ?? 5), 30);
const connections = Math.min(Number(process.env.BENCH_CONNECTIONS ?? 10), 100);

// dev endpoints only to add the big vendor (loopback, a throwaway in-memory database)
const server = await startServer({ port: 0, dbPath: ':memory:', devEndpoints: true });
const headers = { Merchant: 'AUR01', 'Content-Type': 'application/json', 'X-Sim-Dev': '1' };
const megaList = '/wps/game/list?gameType=RNG&vassalage=MEGA&pageSize=42';
const rngList = '/wps/game/list?gameType=RNG&pageSize=42&pageNo=3';

interface BenchCase {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** another merchant than AUR01 */
  merchant?: string;
  /** measured after the 5,000-game vendor is added */
  withBulkVendor?: boolean;
}
const cases: BenchCase[] = [
  {
    name: 'POST /wps/session/login (scrypt verify)',
    method: 'POST',
    path: '/wps/session/login',
    // tiger takes plain JSON (the others only encrypted); a success clears the failure count
    merchant: 'TGR07',
    body: JSON.stringify({ username: 'player1', password: 'Player123', type: 'username' }),
  },
  { name: 'GET /wps/game/list (RNG, 42 per page, seed only)', method: 'GET', path: rngList },
  {
    name: 'GET /wps/game/list (RNG, 42 per page, with MEGA)',
    method: 'GET',
    path: rngList,
    withBulkVendor: true,
  },
  {
    name: 'GET /wps/game/list (MEGA, 5,000 games, page 60)',
    method: 'GET',
    path: `${megaList}&pageNo=60`,
    withBulkVendor: true,
  },
  {
    name: 'GET /wps/game/list (MEGA, JP, min bet 0.5, page 2)',
    method: 'GET',
    path: `${megaList}&gameClassify=JP&minBet=0.5&pageNo=2`,
    withBulkVendor: true,
  },
  {
    name: 'GET /wps/game/list (MEGA, name search)',
    method: 'GET',
    path: `${megaList}&gameName=Golden`,
    withBulkVendor: true,
  },
];

async function addBulkVendor(): Promise<void> {
  const answer = await fetch(`${server.url}/__sim/games/bulk`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (!answer.ok) throw new Error(`could not add the 5,000-game vendor: ${answer.status}`);
}

try {
  console.log(
    `platform-sim bench: ${seconds}s per case, ${connections} connections, node ${process.version}`,
  );
  let bulkAdded = false;
  for (const item of cases) {
    if (item.withBulkVendor && !bulkAdded) {
      await addBulkVendor();
      bulkAdded = true;
    }
    const result = await autocannon({
      url: server.url + item.path,
      method: item.method,
      headers: { ...headers, Merchant: item.merchant ?? headers.Merchant },
      body: item.body,
      connections,
      duration: seconds,
    });
    console.log(
      `${item.name}: ${result.requests.average.toFixed(0)} req/s average, ${result.requests.total} requests, ` +
        `latency p50 ${result.latency.p50} ms / p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}`,
    );
  }
} finally {
  await server.close();
}
