import type * as NodeCrypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { FeedbackResponse, LoginResponse } from '../../contract';
import { RgbImage } from '../../lib/png';
import { makeSim, type TestSim } from '../../testing';
import { FEEDBACK_QUOTA } from './feedback';
import { TRIAL_NAME_DRAWS, TRIAL_QUOTA } from '../../auth/trials';

// A test can pin the digits the trial-name draw gets, to make names collide on purpose.
const pinnedDraw = vi.hoisted(() => ({ value: undefined as number | undefined }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof NodeCrypto>();
  const randomInt = vi.fn((...args: Parameters<typeof actual.randomInt>) =>
    pinnedDraw.value === undefined ? actual.randomInt(...args) : pinnedDraw.value,
  );
  return { ...actual, default: { ...actual, randomInt }, randomInt };
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const freePlay = (sim: TestSim, ip: string) =>
  sim.call<LoginResponse>('/wps/session/login/freeplay', {
    ip,
    body: { os: 'web', platform: 'W', gatewayVersion: 3 },
  });

const pngDataUrl = (): string =>
  `data:image/png;base64,${Buffer.from(new RgbImage(2, 2, [0, 0, 0]).toPng()).toString('base64')}`;
const sendFeedback = (sim: TestSim, token: string, content: string, images: string[] = []) =>
  sim.call<FeedbackResponse>('/wps/feedback', {
    method: 'PUT',
    token,
    body: { type: 'other', content, images },
  });

describe('free-play accounts', () => {
  it('are limited per IP in an hour, with a rate-limit refusal naming the wait', async () => {
    const sim = makeSim();
    for (let i = 0; i < TRIAL_QUOTA.perIp; i += 1)
      expect((await freePlay(sim, '203.0.113.7')).body.success).toBe(true);
    const refused = await freePlay(sim, '203.0.113.7');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        success: false,
        code: 'RATE_LIMITED',
        message: 'Too many free trials started from your network: please try again later',
        value: { retryAfterSeconds: 3600 },
      },
    });
    expect(refused.headers.get('Retry-After')).toBe('3600');
    // another visitor is not held up, and the hour passes
    expect((await freePlay(sim, '203.0.113.8')).body.success).toBe(true);
    sim.advance(HOUR + 1);
    expect((await freePlay(sim, '203.0.113.7')).body.success).toBe(true);
  });

  it('are limited over everyone, scaled like the other per-IP quotas, and reseeding forgets them', async () => {
    // SIM_AUTH_LIMIT_SCALE=0.1: 3 a network, 30 over everyone
    const sim = makeSim({ authLimitScale: 0.1 });
    const perIp = Math.ceil(TRIAL_QUOTA.perIp * 0.1);
    const overall = Math.ceil(TRIAL_QUOTA.overall * 0.1);
    for (let n = 0; n < overall; n += 1) {
      const ip = `198.51.100.${Math.floor(n / perIp) + 1}`;
      expect((await freePlay(sim, ip)).body.success, ip).toBe(true);
    }
    expect((await freePlay(sim, '192.0.2.1')).status).toBe(429);
    expect((await sim.call('/__sim/reset', { method: 'POST' })).body.success).toBe(true);
    expect((await freePlay(sim, '192.0.2.1')).body.success).toBe(true);
  });

  it('gives up on colliding names after a bounded number of draws, with a clear refusal', async () => {
    const sim = makeSim();
    pinnedDraw.value = 424242;
    try {
      const first = await freePlay(sim, '203.0.113.20');
      expect(first.body.success).toBe(true);
      const { randomInt } = await import('node:crypto');
      vi.mocked(randomInt).mockClear();
      // every draw now names the account just created
      const second = await freePlay(sim, '203.0.113.21');
      expect(second).toMatchObject({
        status: 429,
        body: {
          success: false,
          code: 'RATE_LIMITED',
          message: 'Free play is busy right now: please try again later',
        },
      });
      expect(vi.mocked(randomInt)).toHaveBeenCalledTimes(TRIAL_NAME_DRAWS);
    } finally {
      pinnedDraw.value = undefined;
    }
    // names keep their fixed shape: `trial` and six digits
    const third = await freePlay(sim, '203.0.113.21');
    const info = await sim.call<{ userName: string }>('/wps/member/info', {
      token: third.body.value?.token,
    });
    expect(info.body.value?.userName).toMatch(/^trial\d{6}$/);
  });
});

describe('feedback storage', () => {
  it('takes a bounded number of feedback per account a day', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    for (let i = 0; i < FEEDBACK_QUOTA.perAccountPerDay; i += 1) {
      expect((await sendFeedback(sim, token, `Question ${i}`)).body.success).toBe(true);
      sim.advance(60_000);
    }
    const refused = await sendFeedback(sim, token, 'One too many');
    expect(refused).toMatchObject({
      status: 429,
      body: {
        success: false,
        code: 'RATE_LIMITED',
        message: `At most ${FEEDBACK_QUOTA.perAccountPerDay} feedback a day: please try again later`,
      },
    });
    // the refused one was not stored; another player is not held up
    const list = await sim.call<{ total: number }>('/wps/feedback/list', { token });
    expect(list.body.value?.total).toBe(FEEDBACK_QUOTA.perAccountPerDay + 1); // + the seeded one
    const vip = await sim.login('vip1');
    expect((await sendFeedback(sim, vip, 'Mine')).body.success).toBe(true);
    // a day after the first one, one more fits
    sim.advance(DAY - FEEDBACK_QUOTA.perAccountPerDay * 60_000 + 1);
    const nextDay = await sim.login('player1'); // the first session has expired by now
    expect((await sendFeedback(sim, nextDay, 'The next day')).body.success).toBe(true);
    expect((await sendFeedback(sim, nextDay, 'And one more')).status).toBe(429);
  });

  it('bounds the image bytes an account keeps in its feedback', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    // an earlier feedback already holding all but 10 bytes of the account's image allowance
    const db = sim.app.sim.db;
    const member = db
      .prepare("SELECT id FROM members WHERE account = 'player1' AND merchant_code = 'AUR01'")
      .get() as { id: number };
    const earlier = db
      .prepare(
        "INSERT INTO feedback (member_id, type, content, created_at) VALUES (?, 'other', 'old', ?)",
      )
      .run(member.id, sim.clock.now - 30 * DAY).lastInsertRowid;
    db.prepare(
      "INSERT INTO feedback_images (feedback_id, mime, bytes) VALUES (?, 'image/png', zeroblob(?))",
    ).run(earlier, FEEDBACK_QUOTA.storedImageBytesPerAccount - 10);
    const refused = await sendFeedback(sim, token, 'With a picture', [pngDataUrl()]);
    expect(refused).toMatchObject({
      status: 200,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: `Your feedback already holds ${FEEDBACK_QUOTA.storedImageBytesPerAccount / 1024 / 1024}MB of images: please send this one without images`,
      },
    });
    expect((await sendFeedback(sim, token, 'Without a picture')).body.success).toBe(true);
  });
});
