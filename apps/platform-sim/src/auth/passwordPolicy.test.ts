import { describe, expect, it } from 'vitest';
import type { RegisterRules } from '../contract';
import { SEEDED_ACCOUNTS } from '../db/seed';
import { makeSim, type TestSim } from '../testing';

/** A tiger registration (plain JSON, captcha and invitation code) with this password. */
async function registerTiger(sim: TestSim, username: string, password: string) {
  const captchaKey = `b0b0b0b0-0000-4000-8000-${String(sim.clock.now % 1e12).padStart(12, '0')}`;
  await sim.call(`/wps/captcha?key=${captchaKey}`, { merchant: 'TGR07' });
  const captcha = (await sim.call<{ answer: string }>(`/__sim/captcha?key=${captchaKey}`)).body
    .value?.answer;
  sim.advance(1000);
  return sim.call('/wps/member/register', {
    method: 'PUT',
    merchant: 'TGR07',
    body: {
      username,
      password,
      confirmPassword: password,
      email: `${username}@example.com`,
      affiliateCode: 'AGENT01',
      captchaKey,
      captcha,
    },
  });
}

describe('password policy (new passwords only)', () => {
  it('publishes 8 to 64 characters of any kind', async () => {
    const sim = makeSim();
    const rules = (await sim.call<RegisterRules>('/wps/system/setting/register')).body.value;
    expect(rules?.password).toMatchObject({ minLength: 8, maxLength: 64, patternId: 0 });
    expect(rules?.confirmPassword).toMatchObject({ minLength: 8, maxLength: 64 });
  });

  it('refuses short and common passwords, one character repeated and the username', async () => {
    const sim = makeSim();
    const refused: Record<string, string> = {
      Abc1234: 'Password: Please fill in your password with 8 - 64 characters',
      password1: 'This password is too common and easy to guess, please choose another',
      QWERTY123: 'This password is too common and easy to guess, please choose another',
      zzzzzzzzzz: 'The password cannot be one character repeated',
      'tigerfan!2025': 'The password cannot contain the username',
    };
    for (const [password, message] of Object.entries(refused)) {
      const answer = await registerTiger(sim, 'tigerfan', password);
      expect(answer.body, password).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message,
      });
    }
    // the passwords the site's e2e suite registers with, a passphrase with spaces, and 64 characters
    for (const [i, password] of [
      'Reg12345',
      'Old12345',
      'New12345',
      'correct horse battery staple',
      'x'.repeat(63) + 'y',
    ].entries()) {
      const answer = await registerTiger(sim, `newcomer${i}`, password);
      expect(answer.body, password).toMatchObject({ success: true });
    }
  });

  it('checks a changed password the same way', async () => {
    const sim = makeSim();
    const token = await sim.login('player1', 'Player123');
    const change = (newPassword: string) =>
      sim.call('/wps/member/password', {
        token,
        body: { oldPassword: 'Player123', newPassword, confirmNewPassword: newPassword },
      });
    expect((await change('12345678')).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'This password is too common and easy to guess, please choose another',
      value: { field: 'newPassword' },
    });
    expect((await change('Player1-new')).body.message).toBe(
      'The password cannot contain the username',
    );
    expect((await change('New12345')).body.success).toBe(true);
  });

  it('keeps every seeded account signing in with its old password', async () => {
    const sim = makeSim();
    for (const { account, password } of SEEDED_ACCOUNTS)
      expect(await sim.login(account, password), account).toBeTruthy();
  });
});
