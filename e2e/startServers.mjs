#!/usr/bin/env node
// Starts the e2e servers side by side (playwright.config.ts passes them in E2E_SERVERS: the simulator and
// one `vite preview` per brand) and prints "e2e servers ready" once every one answers its URL. Playwright
// starts the entries of its `webServer` list one after another (about 3 s for the simulator and 2 s per
// preview on 2 cores); started together they are up in the time of the slowest. Playwright stops this
// process's group at the end, the servers with it. With E2E_REUSE_SERVERS=1 a server already answering is
// used as it is.
import { spawn } from 'node:child_process';

/** @type {{ name: string; command: string; url: string; env: Record<string, string> }[]} */
const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
const TIMEOUT_MS = 90_000;

const answers = async (url) => {
  try {
    const response = await fetch(url);
    return response.status < 500;
  } catch {
    return false;
  }
};

// A server already answering is reused with E2E_REUSE_SERVERS=1 (local runs); otherwise its port is taken.
const toStart = [];
for (const server of servers) {
  if (!(await answers(server.url))) toStart.push(server);
  else if (process.env.E2E_REUSE_SERVERS !== '1') {
    console.error(
      `${server.url} already answers: stop what listens there, or set E2E_REUSE_SERVERS=1`,
    );
    process.exit(1);
  }
}

const children = toStart.map((server) => {
  const child = spawn(server.command, {
    shell: true,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors += chunk;
    process.stderr.write(`[${server.name}] ${chunk}`);
  });
  child.on('exit', (code) => {
    console.error(`[${server.name}] exited (${code}) before the run ended: ${errors.slice(-2000)}`);
    process.exit(1);
  });
  return child;
});

const deadline = Date.now() + TIMEOUT_MS;
const waiting = new Set(toStart);
while (waiting.size > 0) {
  for (const server of [...waiting]) if (await answers(server.url)) waiting.delete(server);
  if (waiting.size === 0) break;
  if (Date.now() > deadline) {
    console.error(
      `e2e servers not up after ${TIMEOUT_MS / 1000} s: ${[...waiting].map((s) => s.name)}`,
    );
    for (const child of children) child.kill();
    process.exit(1);
  }
  await new Promise((resolve) => setTimeout(resolve, 100));
}
console.log('e2e servers ready');
// Stay up with the servers until Playwright stops the group.
setInterval(() => undefined, 60_000);
