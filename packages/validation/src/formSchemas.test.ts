import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import {
  buildChangePasswordSchema,
  buildForgotByEmailSchema,
  buildForgotByPhoneSchema,
  buildLoginSchema,
  buildSmsLoginSchema,
} from './formSchemas';
import { typicalRules } from './rules.fixture';

describe('login schemas', () => {
  it('requires username and password, trimmed', () => {
    const login = buildLoginSchema();
    expect(fieldErrors(login, { username: '  ', password: '' })).toEqual({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
    });
    expect(login.validateSync({ username: ' player01 ', password: ' secret ' })).toEqual({
      username: 'player01',
      password: 'secret',
    });
    expect(fieldErrors(login, { username: 'player01', password: 'secret', captcha: '' })).toEqual(
      {},
    );
  });

  it('requires the captcha once it is shown', () => {
    const login = buildLoginSchema({ captcha: true });
    expect(fieldErrors(login, { username: 'player01', password: 'secret', captcha: ' ' })).toEqual({
      captcha: 'Input cannot be empty',
    });
    expect(
      fieldErrors(login, { username: 'player01', password: 'secret', captcha: '4821' }),
    ).toEqual({});
  });

  it('SMS login: mobile required and well formed, code required', () => {
    const sms = buildSmsLoginSchema();
    expect(fieldErrors(sms, {})).toEqual({
      mobileNum: 'Input cannot be empty',
      verificationCode: 'Please enter a valid verification code',
    });
    expect(fieldErrors(sms, { mobileNum: '09 1234', verificationCode: '1234' })).toEqual({
      mobileNum: 'Please enter a valid mobile number',
    });
    expect(fieldErrors(sms, { mobileNum: '0912345678', verificationCode: '1234' })).toEqual({});
  });
});

describe('forgot password schemas', () => {
  it('by email: username and email both required, checked with the registration rules', () => {
    const byEmail = buildForgotByEmailSchema({ rules: typicalRules });
    expect(fieldErrors(byEmail, {})).toEqual({
      username: 'Input cannot be empty',
      email: 'Input cannot be empty',
    });
    expect(fieldErrors(byEmail, { username: 'ab', email: 'a@b' })).toEqual({
      username: 'Please fill in your username with 6 - 12 characters',
      email: 'Please enter a valid email address',
    });
    expect(fieldErrors(byEmail, { username: 'player01', email: 'player@example.com' })).toEqual({});
  });

  it('by email without rules: username required, email format still checked', () => {
    const byEmail = buildForgotByEmailSchema();
    expect(fieldErrors(byEmail, { username: 'x', email: 'not an email' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('by phone: mobile, SMS code and a valid new password', () => {
    const byPhone = buildForgotByPhoneSchema({ rules: typicalRules });
    expect(fieldErrors(byPhone, {})).toEqual({
      mobileNum: 'Input cannot be empty',
      verificationCode: 'Please enter a valid verification code',
      newPassword: 'Input cannot be empty',
    });
    expect(
      fieldErrors(byPhone, {
        mobileNum: '0912',
        verificationCode: '123456',
        newPassword: 'abcdefgh',
      }),
    ).toEqual({
      mobileNum: 'Please enter 9 - 11 characters',
      newPassword: 'wrong account, password or email format',
    });
    expect(
      fieldErrors(byPhone, {
        mobileNum: '0912345678',
        verificationCode: '123456',
        newPassword: 'abcdef12',
      }),
    ).toEqual({});
    expect(
      fieldErrors(buildForgotByPhoneSchema(), {
        mobileNum: 'abc',
        verificationCode: '1',
        newPassword: 'x',
      }),
    ).toEqual({
      mobileNum: 'Please enter a valid mobile number',
    });
  });
});

describe('change password schema', () => {
  const passwordRule = typicalRules.password;

  it('asks for the old password, a valid new one and a matching confirmation', () => {
    const change = buildChangePasswordSchema({ passwordRule });
    expect(fieldErrors(change, {})).toEqual({
      oldPassword: 'Input cannot be empty',
      newPassword: 'Input cannot be empty',
      confirmNewPassword: 'Input cannot be empty',
    });
    expect(
      fieldErrors(change, {
        oldPassword: 'old123',
        newPassword: 'new',
        confirmNewPassword: 'newer',
      }),
    ).toEqual({
      newPassword: 'Please fill in your password with 6 - 12 characters',
      confirmNewPassword: 'Incorrect confirmation input',
    });
    expect(
      fieldErrors(change, {
        oldPassword: 'old123',
        newPassword: 'newpass1',
        confirmNewPassword: 'newpass1',
      }),
    ).toEqual({});
  });

  it('does not ask for the old password when the stored one is present', () => {
    const forced = buildChangePasswordSchema({ passwordRule, hasStoredPassword: true });
    expect(Object.keys(forced.fields)).toEqual(['newPassword', 'confirmNewPassword']);
    expect(
      fieldErrors(forced, { newPassword: 'newpass1', confirmNewPassword: 'newpass1' }),
    ).toEqual({});
  });
});
