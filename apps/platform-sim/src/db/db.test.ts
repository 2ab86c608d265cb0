import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { MIGRATIONS, migrate } from './migrations';
import { openDatabase, rsaKey } from './index';
import { PASSWORD_MAX_AGE_MS } from './seed';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('database', () => {
  it('records every migration once and applies nothing twice', () => {
    const db = openDatabase(':memory:');
    const versions = (
      db.prepare('SELECT version FROM schema_migrations ORDER BY version').all() as {
        version: number;
      }[]
    ).map((r) => r.version);
    expect(versions).toEqual(MIGRATIONS.map((m) => m.version));
    expect(migrate(db)).toEqual([]);
  });

  it('seeds no expired password except expired1 (the seeded agents and teams sign in directly)', () => {
    const db = openDatabase(':memory:');
    const now = Date.now();
    const expired = (
      db
        .prepare(
          'SELECT DISTINCT account FROM members WHERE password_changed_at < ? ORDER BY account',
        )
        .all(now - PASSWORD_MAX_AGE_MS) as { account: string }[]
    ).map((r) => r.account);
    expect(expired).toEqual(['expired1']);
  });

  it('seeds the same games every time', () => {
    const a = openDatabase(':memory:');
    const b = openDatabase(':memory:');
    const names = (db: typeof a) =>
      db.prepare('SELECT name, min_bet, classify FROM games ORDER BY id').all() as unknown[];
    expect(names(a)).toEqual(names(b));
    expect((a.prepare('SELECT COUNT(*) AS n FROM games').get() as { n: number }).n).toBeGreaterThan(
      2500,
    );
  });

  it('keeps registered members and the RSA key across a restart of a file database', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'platform-sim-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'platform.sqlite');
    const first = openDatabase(file);
    const keyId = rsaKey(first).keyId;
    const app = createApp({ db: first, devEndpoints: true });
    const headers = { Merchant: 'TGR07', 'Content-Type': 'application/json' };
    const captchaKey = 'e1b2c3d4-0000-4000-8000-000000000001';
    await app.request(`/wps/captcha?key=${captchaKey}`, { headers });
    const answer = (
      (await (
        await app.request(`/__sim/captcha?key=${captchaKey}`, { headers: { 'X-Sim-Dev': '1' } })
      ).json()) as {
        value: { answer: string };
      }
    ).value.answer;
    const registered = await app.request('/wps/member/register', {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        username: 'keeper1',
        password: 'Keep1234',
        confirmPassword: 'Keep1234',
        email: 'k@example.com',
        affiliateCode: 'AGENT01',
        captchaKey,
        captcha: answer,
      }),
    });
    expect(((await registered.json()) as { success: boolean }).success).toBe(true);
    first.close();

    const second = openDatabase(file);
    expect(rsaKey(second).keyId).toBe(keyId);
    const restarted = createApp({ db: second });
    const login = await restarted.request('/wps/session/login', {
      method: 'POST',
      headers,
      body: JSON.stringify({ username: 'keeper1', password: 'Keep1234', type: 'username' }),
    });
    expect(((await login.json()) as { success: boolean }).success).toBe(true);
    second.close();
  });
});
