import { beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptBody, generateTestKeyPair, type TestKeyPair } from './cipherKeys.test-helper';
import { PayloadCipher } from './PayloadCipher';

let pair: TestKeyPair;
const LOGIN = { merchant: 'AUR01', path: '/wps/session/login' };

beforeAll(() => {
  pair = generateTestKeyPair('k-2025');
});

describe('PayloadCipher', () => {
  it('encrypts so that RSA-OAEP-SHA256 + AES-256-GCM on the server recovers the payload', async () => {
    const cipher = new PayloadCipher({ fetchPublicKey: async () => pair.info });
    const payload = {
      username: 'player1',
      password: 'Player123',
      captcha: '',
      note: 'Tiếng Việt 中文 🎲',
    };
    const { headers, body } = await cipher.encrypt(payload, LOGIN);
    expect(headers).toEqual({ 'X-Payload-Cipher': 'RSA-OAEP-256+A256GCM' });
    expect(body.keyId).toBe('k-2025');
    expect(Buffer.from(body.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(body.key, 'base64')).toHaveLength(256);
    expect(JSON.stringify(body)).not.toContain('Player123');
    expect(decryptBody(body, pair.privateKey, LOGIN)).toEqual(payload);
  });

  it('binds the merchant, the path and the timestamp into the tag', async () => {
    const cipher = new PayloadCipher({ fetchPublicKey: async () => pair.info });
    const { body } = await cipher.encrypt({ password: 'Player123' }, LOGIN);
    expect(decryptBody(body, pair.privateKey, LOGIN)).toEqual({ password: 'Player123' });
    expect(() => decryptBody(body, pair.privateKey, { ...LOGIN, merchant: 'LTS88' })).toThrow();
    expect(() =>
      decryptBody(body, pair.privateKey, { ...LOGIN, path: '/wps/member/password' }),
    ).toThrow();
    expect(() =>
      decryptBody({ ...body, timestamp: body.timestamp + 1 }, pair.privateKey, LOGIN),
    ).toThrow();
  });

  it("stamps payloads on the platform's clock, measured when the key is fetched", async () => {
    const deviceClock = { now: 1_000_000 };
    // this device runs 10 minutes behind the platform
    const platformNow = deviceClock.now + 10 * 60_000;
    const cipher = new PayloadCipher({
      fetchPublicKey: async () => ({ ...pair.info, serverTime: platformNow }),
      now: () => deviceClock.now,
    });
    expect((await cipher.encrypt({}, LOGIN)).body.timestamp).toBe(platformNow);
    deviceClock.now += 5_000;
    expect((await cipher.encrypt({}, LOGIN)).body.timestamp).toBe(platformNow + 5_000);
  });

  it('uses a fresh AES key and IV for every payload', async () => {
    const cipher = new PayloadCipher({ fetchPublicKey: async () => pair.info });
    const first = await cipher.encrypt({ same: true }, LOGIN);
    const second = await cipher.encrypt({ same: true }, LOGIN);
    expect(first.body.iv).not.toBe(second.body.iv);
    expect(first.body.key).not.toBe(second.body.key);
    expect(first.body.data).not.toBe(second.body.data);
  });

  it('a tampered ciphertext fails the GCM tag check on the server', async () => {
    const cipher = new PayloadCipher({ fetchPublicKey: async () => pair.info });
    const { body } = await cipher.encrypt({ amount: 1 }, LOGIN);
    const data = Buffer.from(body.data, 'base64');
    data[0] = (data[0] ?? 0) ^ 0xff;
    expect(() =>
      decryptBody({ ...body, data: data.toString('base64') }, pair.privateKey, LOGIN),
    ).toThrow();
  });

  it('fetches the public key once for concurrent calls and caches it', async () => {
    const fetchPublicKey = vi.fn(async () => pair.info);
    const cipher = new PayloadCipher({ fetchPublicKey });
    await Promise.all([
      cipher.encrypt({ a: 1 }, LOGIN),
      cipher.encrypt({ a: 2 }, LOGIN),
      cipher.encrypt({ a: 3 }, LOGIN),
    ]);
    await cipher.encrypt({ a: 4 }, LOGIN);
    expect(fetchPublicKey).toHaveBeenCalledTimes(1);
  });

  it('fetches the key again after forgetKey (platform rotated it)', async () => {
    const rotated = generateTestKeyPair('k-2026');
    const fetchPublicKey = vi
      .fn()
      .mockResolvedValueOnce(pair.info)
      .mockResolvedValueOnce(rotated.info);
    const cipher = new PayloadCipher({ fetchPublicKey });
    await cipher.encrypt({ n: 1 }, LOGIN);
    cipher.forgetKey();
    const { body } = await cipher.encrypt({ n: 2 }, LOGIN);
    expect(body.keyId).toBe('k-2026');
    expect(decryptBody(body, rotated.privateKey, LOGIN)).toEqual({ n: 2 });
  });

  it('does not cache a failed key download', async () => {
    const fetchPublicKey = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(pair.info);
    const cipher = new PayloadCipher({ fetchPublicKey });
    await expect(cipher.encrypt({ n: 1 }, LOGIN)).rejects.toThrow('offline');
    const { body } = await cipher.encrypt({ n: 1 }, LOGIN);
    expect(decryptBody(body, pair.privateKey, LOGIN)).toEqual({ n: 1 });
  });

  it('refuses a key published for another algorithm', async () => {
    const cipher = new PayloadCipher({
      fetchPublicKey: async () => ({
        ...pair.info,
        algorithm: 'RSA1_5' as unknown as 'RSA-OAEP-256+A256GCM',
      }),
    });
    await expect(cipher.encrypt({}, LOGIN)).rejects.toThrow(/Unsupported payload cipher "RSA1_5"/);
  });

  it('needs WebCrypto', () => {
    expect(
      () => new PayloadCipher({ fetchPublicKey: async () => pair.info, crypto: {} as Crypto }),
    ).toThrow(/WebCrypto/);
  });
});
