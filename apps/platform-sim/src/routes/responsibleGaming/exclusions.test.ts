import { describe, expect, it } from 'vitest';
import {
  API_PATHS,
  RG_PATHS,
  type LoginResponse,
  type RegisterResponse,
  type RgExclusion,
  type RgExclusionRefusal,
  type RgExclusionReturn,
} from '../../contract';
import { makeSim } from '../../testing';
import { DAY, IDP_TOKEN_PATH, SLOW, excludeFor, signIn } from './responsibleGaming.test-helper';

describe('time-outs', () => {
  it(
    'ends every session at once and refuses sign-in on every brand of the operator until it ends',
    SLOW,
    async () => {
      const sim = makeSim();
      const aurora = await sim.login('safer2');
      const lotus = await sim.login('safer2', undefined, 'LTS88');
      const started = await excludeFor(sim, aurora, 'timeOut', '7d');
      expect(started.body.value).toEqual({
        kind: 'timeOut',
        period: '7d',
        startedAt: sim.clock.now,
        endsAt: sim.clock.now + 7 * DAY,
        merchants: ['AUR01', 'LTS88'],
      } satisfies RgExclusion);
      expect((await sim.call('/wps/member/info', { token: aurora })).status).toBe(401);
      expect((await sim.call('/wps/member/info', { token: lotus, merchant: 'LTS88' })).status).toBe(
        401,
      );
      const refused = await signIn(sim, 'safer2', 'LTS88');
      expect(refused.body).toMatchObject({
        success: false,
        code: 'RG_TIMED_OUT',
        value: { kind: 'timeOut', endsAt: sim.clock.now + 7 * DAY, canAskToReturn: false },
      });
      expect((await signIn(sim, 'safer2', 'TGR07')).body.success).toBe(true); // another operator
      sim.advance(7 * DAY - 1);
      expect((await signIn(sim, 'safer2')).body.code).toBe('RG_TIMED_OUT');
      sim.advance(1);
      expect((await signIn(sim, 'safer2')).body.success).toBe(true);
    },
  );

  it('offers the periods of the profile: 24 hours to 6 weeks on aurora, 24 hours and 7 days on tiger', async () => {
    const sim = makeSim();
    const tiger = await sim.login('safer2', undefined, 'TGR07');
    expect((await excludeFor(sim, tiger, 'timeOut', '1m', 'TGR07')).body.code).toBe(
      'RG_NOT_OFFERED',
    );
    expect((await excludeFor(sim, tiger, 'timeOut', '2d', 'TGR07')).status).toBe(400);
    const aurora = await sim.login('safer2');
    const sixWeeks = await excludeFor(sim, aurora, 'timeOut', '6w');
    expect(sixWeeks.body.value?.endsAt).toBe(sim.clock.now + 42 * DAY);
  });
});

describe('self-exclusion', () => {
  it('is never shorter than 6 months: a shorter period is refused on every profile and nothing starts', async () => {
    const sim = makeSim();
    for (const merchant of ['AUR01', 'LTS88', 'TGR07']) {
      const token = await sim.login('safer3', undefined, merchant);
      for (const period of ['24h', '7d', '1m', '6w']) {
        // a time-out's period is no self-exclusion period at all
        const refused = await excludeFor(sim, token, 'selfExclusion', period, merchant);
        expect(refused.status, `${merchant} ${period}`).toBe(400);
      }
      expect((await sim.call('/wps/member/info', { token, merchant })).status).toBe(200);
    }
    expect((await signIn(sim, 'safer3')).body.success).toBe(true);
  });

  it(
    'refuses player1 on lotus once excluded on aurora, but not the account on tiger',
    SLOW,
    async () => {
      const sim = makeSim();
      const token = await sim.login('player1');
      const answer = await excludeFor(sim, token, 'selfExclusion', '6m');
      expect(answer.body.value).toMatchObject({ endsAt: Date.parse('2025-12-02T03:00:00Z') });
      const lotus = await signIn(sim, 'player1', 'LTS88');
      expect(lotus.body).toMatchObject({
        code: 'RG_SELF_EXCLUDED',
        value: {
          kind: 'selfExclusion',
          endsAt: Date.parse('2025-12-02T03:00:00Z'),
          returnsAt: null,
          canAskToReturn: false,
        } satisfies RgExclusionRefusal,
      });
      expect(lotus.body.message).toContain('You have excluded yourself until 2025-12-02');
      expect((await signIn(sim, 'player1', 'TGR07')).body.success).toBe(true);
    },
  );

  it(
    'refuses every way in: password, SMS, reset by phone, registration with the same number, handover, identity provider',
    SLOW,
    async () => {
      const sim = makeSim();
      // the identity provider's member is a person too
      const idToken = async () =>
        (
          await sim.call<{ idToken: string }>(IDP_TOKEN_PATH, {
            body: { provider: 'google', subject: 'alex', merchant: 'AUR01' },
            merchant: null,
          })
        ).body.value?.idToken;
      const social = await sim.call<LoginResponse>(API_PATHS.identityLogin, {
        body: { provider: 'google', idToken: await idToken() },
      });
      await excludeFor(sim, social.body.value?.token ?? '', 'selfExclusion', '1y');
      const again = await sim.call(API_PATHS.identityLogin, {
        body: { provider: 'google', idToken: await idToken() },
      });
      expect(again.body.code).toBe('RG_SELF_EXCLUDED');

      const token = await sim.login('player1', undefined, 'LTS88');
      const code = (
        await sim.call<{ code: string }>('/wps/session/handover', {
          method: 'POST',
          token,
          merchant: 'LTS88',
        })
      ).body.value?.code;
      // excluded on lotus: aurora is the same operator
      await excludeFor(sim, token, 'selfExclusion', '1y', 'LTS88');
      expect((await signIn(sim, 'player1')).body.code).toBe('RG_SELF_EXCLUDED');
      // the handover code minted from the ended session is void with it
      expect(
        (await sim.call('/wps/session/handover/exchange', { merchant: 'LTS88', body: { code } }))
          .body.code,
      ).toBe('HANDOVER_INVALID');
      const smsCode = async (purpose: string) =>
        (
          await sim.call<{ code: string; purpose: string; merchantCode: string }[]>(
            '/__sim/sms?mobile=0912345678',
          )
        ).body.value?.find((sms) => sms.purpose === purpose && sms.merchantCode === 'AUR01')?.code;
      await sim.call('/wps/verification/sms/noLogin', {
        body: { mobileNum: '0912345678', countryDialingCode: '84' },
      });
      const sms = await sim.call('/wps/session/login', {
        body: { username: '0912345678', password: await smsCode('login'), type: 'sms' },
      });
      expect(sms.body.code).toBe('RG_SELF_EXCLUDED');
      sim.advance(61_000);
      await sim.call('/wps/verification/sms/password', {
        body: { mobileNum: '0912345678', countryDialingCode: '84' },
      });
      const reset = await sim.call('/wps/member/password/verification', {
        body: {
          mobileNum: '0912345678',
          verificationCode: await smsCode('password'),
          newPassword: 'Reset1234',
        },
      });
      expect(reset.body.code).toBe('RG_SELF_EXCLUDED');
    },
  );
});

describe('self-exclusion across brands and sessions', () => {
  it(
    'links a new account to the person holding its verified number under the operator',
    SLOW,
    async () => {
      const sim = makeSim();
      const vip = await sim.login('vip1'); // mobile 0912000006, on every merchant
      await excludeFor(sim, vip, 'selfExclusion', '6m');
      // vip1's number is taken on lotus: a fresh number registered on lotus and then on aurora instead
      const register = async (merchant: string, username: string) => {
        await sim.call('/wps/verification/sms/register', {
          merchant,
          body: { mobileNo: '0977000111', countryDialingCode: '84' },
        });
        const code = (
          await sim.call<{ code: string; merchantCode: string }[]>('/__sim/sms?mobile=0977000111')
        ).body.value?.find((sms) => sms.merchantCode === merchant)?.code;
        const key = `e1e2e3e4-0000-4000-8000-${String(sim.clock.now).slice(-12)}`;
        await sim.call(`/wps/captcha?key=${key}`, { merchant });
        const captcha = (await sim.call<{ answer: string }>(`/__sim/captcha?key=${key}`)).body.value
          ?.answer;
        return sim.call<RegisterResponse>('/wps/member/register', {
          method: 'PUT',
          merchant,
          body: {
            username,
            password: 'Secret123',
            confirmPassword: 'Secret123',
            payeeName: 'Ann Lee',
            mobileNum: '0977000111',
            countryDialingCode: '84',
            captchaKey: key,
            captcha,
            verificationCode: code,
            login: true,
          },
        });
      };
      const lotus = await register('LTS88', 'annlotus');
      expect(lotus.body.success).toBe(true);
      const lotusToken = lotus.body.value?.token ?? '';
      await excludeFor(sim, lotusToken, 'timeOut', '24h', 'LTS88');
      sim.advance(61_000);
      const aurora = await register('AUR01', 'annaurora');
      expect(aurora.body.code).toBe('RG_TIMED_OUT');
    },
  );

  it(
    'cannot be shortened: a return is asked for only after the end, and waits a 24-hour cooling-off',
    SLOW,
    async () => {
      const sim = makeSim();
      const token = await sim.login('safer3');
      await excludeFor(sim, token, 'selfExclusion', '6m');
      const endsAt = Date.parse('2025-12-02T03:00:00Z');
      const askToReturn = (merchant = 'AUR01') =>
        sim.call<RgExclusionReturn>(RG_PATHS.exclusionReturn, {
          merchant,
          body: { username: 'safer3', password: 'Player123' },
        });
      expect((await askToReturn()).body).toMatchObject({
        code: 'RG_EXCLUSION_NOT_ENDED',
        value: { endsAt },
      });
      const wrong = await sim.call(RG_PATHS.exclusionReturn, {
        body: { username: 'safer3', password: 'Wrong1234' },
      });
      expect(wrong.body.code).toBe('LOGIN_FAILED');
      sim.clock.now = endsAt;
      // over, yet the account stays closed until the player asks to come back
      expect((await signIn(sim, 'safer3')).body).toMatchObject({
        code: 'RG_SELF_EXCLUDED',
        value: { canAskToReturn: true, returnsAt: null },
      });
      // asked on the operator's other brand: the person is the same
      const asked = await askToReturn('LTS88');
      expect(asked.body.value).toEqual({ returnsAt: endsAt + DAY });
      expect((await signIn(sim, 'safer3')).body).toMatchObject({
        code: 'RG_SELF_EXCLUDED',
        value: { returnsAt: endsAt + DAY, canAskToReturn: false },
      });
      sim.advance(DAY);
      expect((await signIn(sim, 'safer3')).body.success).toBe(true);
    },
  );

  it(
    'lets an indefinite exclusion (lotus) be reversed after 6 months, with 7 days of cooling-off',
    SLOW,
    async () => {
      const sim = makeSim();
      const aurora = await sim.login('safer3');
      expect((await excludeFor(sim, aurora, 'selfExclusion', 'indefinite')).body.code).toBe(
        'RG_NOT_OFFERED',
      );
      const lotus = await sim.login('safer3', undefined, 'LTS88');
      const answer = await excludeFor(sim, lotus, 'selfExclusion', 'indefinite', 'LTS88');
      expect(answer.body.value?.endsAt).toBeNull();
      const askToReturn = () =>
        sim.call<RgExclusionReturn>(RG_PATHS.exclusionReturn, {
          merchant: 'LTS88',
          body: { username: 'safer3', password: 'Player123' },
        });
      sim.advance(170 * DAY);
      expect((await askToReturn()).body.code).toBe('RG_EXCLUSION_NOT_ENDED');
      sim.clock.now = Date.parse('2025-12-02T03:00:00Z');
      expect((await askToReturn()).body.value).toEqual({ returnsAt: sim.clock.now + 7 * DAY });
      sim.advance(7 * DAY - 1);
      expect((await signIn(sim, 'safer3', 'LTS88')).body.code).toBe('RG_SELF_EXCLUDED');
      sim.advance(1);
      expect((await signIn(sim, 'safer3', 'LTS88')).body.success).toBe(true);
    },
  );
});
