// The site's own client seals the payloads here: the replay rules are proven against it.
import { PayloadCipher } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  PAYLOAD_MAX_AGE_MS,
  type EncryptedBody,
  type LoginResponse,
  type PayloadBinding,
  type PublicKeyInfo,
} from '../contract';
import { encryptLikeClient, makeSim, type TestSim } from '../testing';
import { SeenPayloads } from './seenPayloads';

const PLAYER = { username: 'player1', password: 'Player123', type: 'username' };
const AURORA_LOGIN: PayloadBinding = { merchant: 'AUR01', path: API_PATHS.login };
const CIPHER_HEADER = { 'X-Payload-Cipher': 'RSA-OAEP-256+A256GCM' };

async function seal(
  sim: TestSim,
  payload: unknown,
  binding: PayloadBinding = AURORA_LOGIN,
): Promise<EncryptedBody> {
  const key = (await sim.call<PublicKeyInfo>('/wps/system/publicKey')).body.value as PublicKeyInfo;
  return encryptLikeClient(key, payload, { ...binding, timestamp: sim.clock.now });
}

const send = (
  sim: TestSim,
  body: EncryptedBody,
  { merchant = 'AUR01', path = API_PATHS.login as string, method = 'POST' } = {},
) => sim.call<LoginResponse>(path, { merchant, method, body, headers: CIPHER_HEADER });

const refusedAs = (message: string) => ({
  status: 400,
  body: {
    success: false,
    code: 'BAD_CIPHER',
    message: `The encrypted payload could not be read: ${message}`,
  },
});
const SEALED_ELSEWHERE = refusedAs('it is damaged, or was sealed for another site or path');

describe('sealed payloads are bound to merchant, path and time', () => {
  it('takes a fresh payload once and refuses its replay to the same route', async () => {
    const sim = makeSim();
    const sealed = await seal(sim, PLAYER);
    expect((await send(sim, sealed)).body.success).toBe(true);
    sim.advance(30_000);
    expect(await send(sim, sealed)).toMatchObject(
      refusedAs('it was already used, please try again'),
    );
  });

  it('refuses a payload replayed to another merchant', async () => {
    const sim = makeSim();
    // LTS88 also takes logins encrypted, under the same key, and has its own player1
    const sealed = await seal(sim, PLAYER);
    expect(await send(sim, sealed, { merchant: 'LTS88' })).toMatchObject(SEALED_ELSEWHERE);
    // and the refusal did not use it up where it belongs
    expect((await send(sim, sealed)).body.success).toBe(true);
  });

  it('refuses a payload whose path does not match the one it arrives on', async () => {
    const sim = makeSim();
    const forRegister = await seal(sim, PLAYER, { merchant: 'AUR01', path: API_PATHS.register });
    expect(await send(sim, forRegister)).toMatchObject(SEALED_ELSEWHERE);
    const forLogin = await seal(sim, PLAYER);
    expect(await send(sim, forLogin, { path: API_PATHS.register, method: 'PUT' })).toMatchObject(
      SEALED_ELSEWHERE,
    );
  });

  it('refuses a stale timestamp, and a timestamp moved to look fresh', async () => {
    const sim = makeSim();
    const sealed = await seal(sim, PLAYER);
    sim.advance(PAYLOAD_MAX_AGE_MS + 1);
    expect(await send(sim, sealed)).toMatchObject(
      refusedAs("it was sealed more than 5 minutes from the server's time, please try again"),
    );
    expect(await send(sim, { ...sealed, timestamp: sim.clock.now })).toMatchObject(
      SEALED_ELSEWHERE,
    );
    const fromTheFuture = await seal(sim, PLAYER);
    sim.advance(-(PAYLOAD_MAX_AGE_MS + 1));
    expect((await send(sim, fromTheFuture)).status).toBe(400);
  });

  it("takes the site's own PayloadCipher on a device whose clock is 20 minutes off", async () => {
    const sim = makeSim();
    const cipher = new PayloadCipher({
      fetchPublicKey: async () =>
        (await sim.call<PublicKeyInfo>('/wps/system/publicKey')).body.value as PublicKeyInfo,
      now: () => sim.clock.now - 20 * 60_000,
    });
    const { headers, body } = await cipher.encrypt(PLAYER, AURORA_LOGIN);
    const answer = await sim.call<LoginResponse>(API_PATHS.login, { body, headers });
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.token).toEqual(expect.any(String));
  });
});

describe('the seen-payload memory', () => {
  it('forgets an IV once its window is over, and refuses new ones while full', () => {
    const seen = new SeenPayloads(2);
    const t0 = 1_000_000;
    expect(seen.take('iv-a', t0, t0)).toBe('fresh');
    expect(seen.take('iv-a', t0, t0 + 1)).toBe('replayed');
    expect(seen.take('iv-b', t0, t0 + 2)).toBe('fresh');
    // full of IVs still inside their window: a new one is refused, never let through unremembered
    expect(seen.take('iv-c', t0, t0 + 3)).toBe('full');
    // past the window both are swept and there is room again
    expect(seen.take('iv-c', t0 + PAYLOAD_MAX_AGE_MS + 2, t0 + PAYLOAD_MAX_AGE_MS + 2)).toBe(
      'fresh',
    );
    expect(seen.size).toBe(1);
  });

  it('answers 429 while full, not a server error', async () => {
    const sim = makeSim();
    sim.app.sim.seenPayloads = new SeenPayloads(1);
    expect((await send(sim, await seal(sim, PLAYER))).body.success).toBe(true);
    const refused = await send(sim, await seal(sim, PLAYER));
    expect(refused).toMatchObject({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Too many requests right now: please try again in a minute',
      },
    });
  });
});
