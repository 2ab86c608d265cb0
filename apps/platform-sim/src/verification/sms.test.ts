import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../testing';

const MOBILE = '0912345678'; // player1 in every merchant

interface OutboxEntry {
  code: string;
  purpose: string;
  used: boolean;
  voided: boolean;
  failedAttempts: number;
}

const sendLoginCode = (sim: TestSim) =>
  sim.call('/wps/verification/sms/noLogin', { body: { mobileNum: MOBILE } });

const outbox = async (sim: TestSim): Promise<OutboxEntry[]> =>
  (await sim.call<OutboxEntry[]>(`/__sim/sms?mobile=${MOBILE}`)).body.value ?? [];

const smsLogin = (sim: TestSim, code: string, mobile = MOBILE) =>
  sim.call<{ token: string }>('/wps/session/login', {
    body: { type: 'sms', username: mobile, password: code },
  });

/** Six digits that are not `code`. */
const wrongCode = (code: string, n: number): string =>
  String((Number(code) + 1 + n) % 1_000_000).padStart(6, '0');

describe('SMS code guessing', () => {
  it('voids a code after 5 wrong tries: the right code no longer signs in', async () => {
    const sim = makeSim();
    await sendLoginCode(sim);
    const [sent] = await outbox(sim);
    const code = sent?.code ?? '';
    const messages: string[] = [];
    for (let n = 0; n < 5; n += 1)
      messages.push((await smsLogin(sim, wrongCode(code, n))).body.message);
    expect(messages).toEqual([
      'Verification code not valid (4 tries left)',
      'Verification code not valid (3 tries left)',
      'Verification code not valid (2 tries left)',
      'Verification code not valid (1 try left)',
      'Too many wrong codes: this code no longer works, please request a new one',
    ]);
    expect((await smsLogin(sim, code)).body).toMatchObject({
      success: false,
      code: 'SMS_CODE_INVALID',
    });
    expect((await outbox(sim))[0]).toMatchObject({ used: true, voided: true, failedAttempts: 5 });
  });

  it('counts guesses fired all at once: of 200 parallel guesses, at most 5 are tried', async () => {
    const sim = makeSim();
    await sendLoginCode(sim);
    const [sent] = await outbox(sim);
    const code = sent?.code ?? '';
    // 199 wrong codes and the right one last: the code is void long before the right one arrives
    const guesses = [...Array.from({ length: 199 }, (_, n) => wrongCode(code, n)), code];
    const answers = await Promise.all(guesses.map((guess) => smsLogin(sim, guess)));
    expect(answers.filter((answer) => answer.body.success)).toHaveLength(0);
    expect((await outbox(sim))[0]?.failedAttempts).toBe(5);
  });

  it('cancels the older code when a new one is sent', async () => {
    const sim = makeSim();
    await sendLoginCode(sim);
    sim.advance(60_000);
    await sendLoginCode(sim);
    const [newer, older] = await outbox(sim);
    expect(older).toMatchObject({ used: true, voided: true });
    expect(newer).toMatchObject({ used: false, voided: false });
    if (older?.code !== newer?.code) {
      expect((await smsLogin(sim, older?.code ?? '')).body.code).toBe('SMS_CODE_INVALID');
    }
    expect((await smsLogin(sim, newer?.code ?? '')).body.success).toBe(true);
  });

  it('makes the number wait after 15 wrong codes in an hour, sends included', async () => {
    const sim = makeSim();
    for (let round = 0; round < 3; round += 1) {
      expect((await sendLoginCode(sim)).body.success).toBe(true);
      const [sent] = await outbox(sim);
      for (let n = 0; n < 5; n += 1) await smsLogin(sim, wrongCode(sent?.code ?? '', n));
      sim.advance(60_000);
    }
    const send = await sendLoginCode(sim);
    expect(send).toMatchObject({
      status: 429,
      body: {
        code: 'RATE_LIMITED',
        message: 'Too many wrong codes for this number: please try again in 14 minutes',
      },
    });
    expect(send.headers.get('Retry-After')).toBe('840');
    // other purposes of the number are counted apart (a reset code still goes out)
    expect(
      (await sim.call('/wps/verification/sms/password', { body: { mobileNum: MOBILE } })).body
        .success,
    ).toBe(true);
    sim.advance(14 * 60_000);
    expect((await sendLoginCode(sim)).body.success).toBe(true);
  });

  it('answers an unregistered number like a wrong code', async () => {
    const sim = makeSim();
    const unknown = await smsLogin(sim, '123456', '0988111222');
    expect(unknown.body).toMatchObject({
      success: false,
      code: 'SMS_CODE_INVALID',
      message: 'Verification code not valid or missing',
    });
    // a registered number whose code is used up answers the same
    await sendLoginCode(sim);
    const [sent] = await outbox(sim);
    expect((await smsLogin(sim, sent?.code ?? '')).body.success).toBe(true);
    expect((await smsLogin(sim, '123456')).body.message).toBe(
      'Verification code not valid or missing',
    );
  });
});
