import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import {
  DEFAULT_SCRYPT_COST,
  hashPassword,
  hashPasswordSync,
  scryptCostFromEnv,
  unknownAccountPasswordHash,
  verifyPassword,
} from './security';

describe('password hashes', () => {
  test('a hash records its cost and verifies only its own password', async () => {
    const stored = await hashPassword('Player123');
    expect(stored).toMatch(/^scrypt\$ln=\d+\$[^$]+\$[^$]+$/);
    expect(await verifyPassword('Player123', stored)).toBe(true);
    expect(await verifyPassword('Player124', stored)).toBe(false);
    expect(await verifyPassword('Player123', hashPasswordSync('Player123'))).toBe(true);
  });

  test('a hash made at another cost still verifies, and so does one from before costs were recorded', async () => {
    const salt = randomBytes(16);
    const atCost = (cost: number) =>
      scryptSync('Player123', salt, 32, { N: 2 ** cost, maxmem: 2 ** cost * 2048 }).toString(
        'base64',
      );
    const legacy = `scrypt$${salt.toString('base64')}$${atCost(DEFAULT_SCRYPT_COST)}`;
    expect(await verifyPassword('Player123', legacy)).toBe(true);
    const stronger = `scrypt$ln=15$${salt.toString('base64')}$${atCost(15)}`;
    expect(await verifyPassword('Player123', stronger)).toBe(true);
    // The same hash claimed at another cost does not match.
    const relabelled = `scrypt$ln=11$${salt.toString('base64')}$${atCost(15)}`;
    expect(await verifyPassword('Player123', relabelled)).toBe(false);
  });

  test('what is not a hash matches nothing', async () => {
    for (const stored of [
      null,
      '',
      'plain',
      'bcrypt$x$y',
      'scrypt$ln=40$AAAA$AAAA',
      'scrypt$ln=x$A$A',
    ])
      expect(await verifyPassword('Player123', stored)).toBe(false);
  });

  test('the unknown-account hash matches no password and costs what a real one does', async () => {
    const unknown = unknownAccountPasswordHash();
    expect(unknown).toBe(unknownAccountPasswordHash());
    expect(unknown.split('$')[1]).toBe((await hashPassword('x')).split('$')[1]);
    expect(await verifyPassword('', unknown)).toBe(false);
    expect(await verifyPassword('Player123', unknown)).toBe(false);
  });
});

describe('SIM_SCRYPT_COST', () => {
  test('defaults to 2^14 and accepts 10 to 17', () => {
    expect(scryptCostFromEnv(undefined)).toBe(DEFAULT_SCRYPT_COST);
    expect(scryptCostFromEnv('')).toBe(14);
    expect(scryptCostFromEnv('10')).toBe(10);
    expect(scryptCostFromEnv('17')).toBe(17);
  });

  test('refuses anything else with a message naming the variable', () => {
    for (const value of ['9', '18', '12.5', 'high'])
      expect(() => scryptCostFromEnv(value)).toThrow(
        /SIM_SCRYPT_COST must be an integer from 10 to 17/,
      );
  });
});
