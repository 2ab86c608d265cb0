// The simulator's own loopback load test (`pnpm --filter @wl/platform-sim bench`, autocannon), read
// back into numbers: requests per second and p50/p99 latency per case.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { workspaceRoot } from './buildMeta.mjs';

const run = promisify(execFile);
const LINE =
  /^(.+?): (\d+) req\/s average, (\d+) requests, latency p50 ([\d.]+) ms \/ p99 ([\d.]+) ms, non-2xx (\d+), errors (\d+)/;

export function parseSimBench(output) {
  return output
    .split('\n')
    .map((line) => LINE.exec(line.trim()))
    .filter(Boolean)
    .map(([, name, rps, requests, p50, p99, non2xx, errors]) => ({
      name,
      requestsPerSecond: Number(rps),
      requests: Number(requests),
      p50Ms: Number(p50),
      p99Ms: Number(p99),
      non2xx: Number(non2xx),
      errors: Number(errors),
    }));
}

export async function simulatorBench({ seconds = 5, connections = 10 } = {}) {
  const { stdout, stderr } = await run(
    'pnpm',
    ['--silent', '--filter', '@wl/platform-sim', 'bench'],
    {
      cwd: workspaceRoot,
      env: {
        ...process.env,
        BENCH_SECONDS: String(seconds),
        BENCH_CONNECTIONS: String(connections),
      },
      maxBuffer: 10 * 1024 * 1024,
      timeout: 5 * 60_000,
    },
  );
  const cases = parseSimBench(stdout);
  if (cases.length === 0)
    return {
      na: `no result lines in the simulator bench output: ${`${stdout}${stderr}`.slice(-500)}`,
      cases,
    };
  return { seconds, connections, cases };
}
