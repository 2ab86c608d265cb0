import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSimulator } from '../testing';
import { openDatabase } from './index';

const children: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The simulator as its own process on a database file; killed after each test. */
const startServer = (dbPath: string) => spawnSimulator(dbPath, {}, (child) => children.push(child));

const JSON_TIGER = { Merchant: 'TGR07', 'Content-Type': 'application/json' };

/** One tiger registration (captcha read from the dev endpoint): true when answered success. */
async function register(url: string, username: string): Promise<boolean> {
  const key = `abcdef00-0000-4000-8000-${username.padStart(12, '0').slice(-12)}`;
  await fetch(`${url}/wps/captcha?key=${key}`, { headers: JSON_TIGER });
  const { value } = (await (
    await fetch(`${url}/__sim/captcha?key=${key}`, { headers: { 'X-Sim-Dev': '1' } })
  ).json()) as {
    value: { answer: string };
  };
  const answer = await fetch(`${url}/wps/member/register`, {
    method: 'PUT',
    headers: JSON_TIGER,
    body: JSON.stringify({
      username,
      password: 'Durable123',
      confirmPassword: 'Durable123',
      email: `${username}@example.com`,
      affiliateCode: 'AGENT01',
      captchaKey: key,
      captcha: value.answer,
    }),
  });
  return ((await answer.json()) as { success: boolean }).success;
}

describe('durability', () => {
  it('opens file databases in WAL mode with synchronous FULL', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-pragmas-'));
    dirs.push(dir);
    const db = openDatabase(join(dir, 'platform.sqlite'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('synchronous', { simple: true })).toBe(2); // FULL
    db.close();
  });

  it('keeps every registration it answered with success when killed with SIGKILL mid-burst', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sim-durable-'));
    dirs.push(dir);
    const dbPath = join(dir, 'platform.sqlite');
    const { url, child } = await startServer(dbPath);

    // Lanes of registrations, one after another each, until the kill cuts them: requests are always in
    // flight when it lands, however the machine schedules the two processes (a fixed burst of 60 was
    // sometimes all answered before a busy test worker read the 20th answer and sent the kill).
    const LANES = 6;
    const answeredSuccess: string[] = [];
    let lanesCut = 0;
    const keepRegistering = async (lane: number) => {
      for (let index = 0; ; index++) {
        const name = `keeper${lane}x${index}`;
        let success: boolean;
        try {
          success = await register(url, name);
        } catch {
          lanesCut++; // cut off by the kill
          return;
        }
        // A live simulator refuses none of these: a refusal is a failure, not a reason to go on.
        if (!success) throw new Error(`${name}: registration refused before the kill`);
        answeredSuccess.push(name);
        if (answeredSuccess.length === 20) child.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: LANES }, (_, lane) => keepRegistering(lane)));
    expect(child.signalCode ?? (await new Promise((r) => child.once('exit', (_, s) => r(s))))).toBe(
      'SIGKILL',
    );
    expect(answeredSuccess.length).toBeGreaterThanOrEqual(20);
    expect(lanesCut).toBe(LANES);

    const restarted = await startServer(dbPath);
    const lost: string[] = [];
    for (const name of answeredSuccess) {
      const login = await fetch(`${restarted.url}/wps/session/login`, {
        method: 'POST',
        headers: JSON_TIGER,
        body: JSON.stringify({ username: name, password: 'Durable123', type: 'username' }),
      });
      if (!((await login.json()) as { success: boolean }).success) lost.push(name);
    }
    expect(lost).toEqual([]);
  }, 90_000);
});
