/**
 * Sign-in tells a stranger nothing: an unknown account answers exactly like a wrong password, and its
 * answer costs the same work, one scrypt verify at the cost real hashes have. The work is counted, not
 * timed: every password check of a login is recorded. (A wall-clock ratio of the two answers failed on
 * a busy CI machine, and at the tests' low scrypt cost it passed with the unknown account's verify
 * skipped as well.)
 */
import { describe, expect, it, vi } from 'vitest';
import type * as Security from '../../lib/security';
import { makeSim, type TestSim } from '../../testing';

/** The stored hash each password check of the simulator verified against, in order. */
const checkedAgainst: (string | null)[] = [];
vi.mock('../../lib/security', async (importOriginal) => {
  const original = await importOriginal<typeof Security>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string | null) => {
      checkedAgainst.push(stored);
      return original.verifyPassword(password, stored);
    },
  };
});

const attempt = (sim: TestSim, username: string) =>
  sim.call('/wps/session/login', {
    ip: `192.0.2.${Math.floor(Math.random() * 200) + 1}`,
    body: { username, password: 'Wrong1234', type: 'username' },
  });

/** The hashes one login attempt verified against. */
async function checksOf(sim: TestSim, username: string) {
  checkedAgainst.length = 0;
  const answer = await attempt(sim, username);
  return { body: answer.body, hashes: [...checkedAgainst] };
}

/** A stored hash's scrypt cost (`scrypt$ln=<cost>$<salt>$<hash>`), or undefined if it is none. */
const scryptCost = (hash: string | null | undefined) => hash?.match(/^scrypt\$ln=(\d+)\$/)?.[1];

describe('what sign-in tells a stranger', () => {
  it('answers an unknown account exactly like a wrong password, after the same scrypt verify', async () => {
    const sim = makeSim();
    const unknown = await checksOf(sim, 'nobody42');
    const wrong = await checksOf(sim, 'vip1');
    expect(unknown.body).toEqual(wrong.body);
    expect(unknown.body).toEqual({
      success: false,
      value: { captcha: false },
      message: 'wrong account, password or email format',
      code: 'LOGIN_FAILED',
    });
    // One verify each, against a real scrypt hash of the same cost.
    expect(wrong.hashes).toHaveLength(1);
    expect(unknown.hashes).toHaveLength(1);
    expect(scryptCost(wrong.hashes[0])).toBeDefined();
    expect(scryptCost(unknown.hashes[0])).toBe(scryptCost(wrong.hashes[0]));
    // Another unknown name costs the same again (the stand-in hash is kept, not skipped).
    const another = await checksOf(sim, 'ghost7');
    expect(another.hashes).toEqual(unknown.hashes);
  });
});
