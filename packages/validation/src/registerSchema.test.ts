import { describe, expect, it } from 'vitest';
import { fieldErrors } from './fieldErrors';
import {
  buildRegisterSchema,
  createSchemaCache,
  isMobileNumber,
  memoizedRegisterSchema,
  visibleRegisterFields,
  type RegisterSchemaOptions,
} from './registerSchema';
import { rule, typicalRules } from './rules.fixture';

const validUsernameRegistration = {
  username: 'player01',
  password: 'secret12',
  confirmPassword: 'secret12',
  captcha: '4821',
  agreeTerms: true,
  confirmAge: true,
};

describe('buildRegisterSchema', () => {
  it('shows enabled fields only', () => {
    expect(visibleRegisterFields(typicalRules)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'payeeName',
      'email',
      'mobileNum',
      'paymentPassword',
      'affiliateCode',
      'captcha',
    ]);
  });

  it('accepts a complete, valid registration', () => {
    expect(fieldErrors(buildRegisterSchema(typicalRules), validUsernameRegistration)).toEqual({});
  });

  it('shows the messages a user sees for an empty form', () => {
    expect(fieldErrors(buildRegisterSchema(typicalRules), {})).toEqual({
      username: 'Input cannot be empty',
      password: 'Input cannot be empty',
      confirmPassword: 'Input cannot be empty',
      captcha: 'Input cannot be empty',
      agreeTerms: 'Please read and agree to the terms and conditions',
      confirmAge: 'Please confirm you are 21 years old',
    });
  });

  it('shows length, format and confirmation messages', () => {
    const errors = fieldErrors(buildRegisterSchema(typicalRules), {
      ...validUsernameRegistration,
      username: '1player',
      password: 'abc',
      confirmPassword: 'abd',
      payeeName: 'J0hn',
      email: 'john@',
      mobileNum: '0912',
      paymentPassword: '12345',
      affiliateCode: 'ab12',
      agreeTerms: false,
      confirmAge: false,
    });
    expect(errors).toEqual({
      username: 'wrong account, password or email format',
      password: 'Please fill in your password with 6 - 12 characters',
      confirmPassword: 'Incorrect confirmation input',
      payeeName: 'Real name format is incorrect',
      email: 'Please enter a valid email address',
      mobileNum: 'Please enter 9 - 11 characters',
      paymentPassword: 'Please fill in your transaction password with 6 characters',
      affiliateCode: 'Invalid invitation code',
      agreeTerms: 'Please read and agree to the terms and conditions',
      confirmAge: 'Please confirm you are 21 years old',
    });
  });

  it('requires the SMS code when SMS verification is on', () => {
    const withSms = buildRegisterSchema(typicalRules, { smsVerification: true });
    expect(fieldErrors(withSms, validUsernameRegistration)).toEqual({
      verificationCode: 'Input cannot be empty',
    });
    expect(
      fieldErrors(withSms, { ...validUsernameRegistration, verificationCode: '123456' }),
    ).toEqual({});
    const ruledCode = buildRegisterSchema(
      { ...typicalRules, verificationCode: rule({ required: false, patternId: 6 }) },
      { smsVerification: true },
    );
    expect(fieldErrors(ruledCode, { ...validUsernameRegistration, verificationCode: '' })).toEqual({
      verificationCode: 'Input cannot be empty',
    });
    expect(
      fieldErrors(ruledCode, { ...validUsernameRegistration, verificationCode: '12a' }),
    ).toEqual({
      verificationCode: 'Please enter a valid verification code',
    });
    expect(visibleRegisterFields(typicalRules)).not.toContain('verificationCode');
  });

  it('always shows and requires the mobile number for mobile registration, without a username', () => {
    const mobile = buildRegisterSchema(typicalRules, { mode: 'mobile' });
    const { username: _username, ...withoutUsername } = validUsernameRegistration;
    expect(visibleRegisterFields(typicalRules, { mode: 'mobile' })).not.toContain('username');
    expect(fieldErrors(mobile, withoutUsername)).toEqual({ mobileNum: 'Input cannot be empty' });
    expect(fieldErrors(mobile, { ...withoutUsername, mobileNum: '0912345678' })).toEqual({});
    expect(fieldErrors(mobile, { ...withoutUsername, mobileNum: '09123' })).toEqual({
      mobileNum: 'Please enter 9 - 11 characters',
    });

    const mobileDisabled = { ...typicalRules, mobileNum: rule({ enabled: false }) };
    const fallback = buildRegisterSchema(mobileDisabled, { mode: 'mobile' });
    expect(visibleRegisterFields(mobileDisabled, { mode: 'mobile' })).toContain('mobileNum');
    expect(fieldErrors(fallback, { ...withoutUsername, mobileNum: '' })).toEqual({
      mobileNum: 'Input cannot be empty',
    });
    expect(fieldErrors(fallback, { ...withoutUsername, mobileNum: '09-123' })).toEqual({
      mobileNum: 'Phone number format is incorrect',
    });
    expect(fieldErrors(fallback, { ...withoutUsername, mobileNum: '0912345678' })).toEqual({});
  });

  it('makes terms and age confirmation optional per option and the age configurable', () => {
    const { agreeTerms: _a, confirmAge: _c, ...noTicks } = validUsernameRegistration;
    expect(
      fieldErrors(
        buildRegisterSchema(typicalRules, { requireTerms: false, requireAgeConfirmation: false }),
        noTicks,
      ),
    ).toEqual({});
    expect(
      fieldErrors(buildRegisterSchema(typicalRules, { confirmAge: 18 }), {
        ...noTicks,
        agreeTerms: true,
      }),
    ).toEqual({
      confirmAge: 'Please confirm you are 18 years old',
    });
  });

  it('passes keys, English defaults and parameters to the translate function', () => {
    const calls: string[] = [];
    const schema = buildRegisterSchema(typicalRules, {
      translate: (key, text) => {
        calls.push(key);
        return key === 'validation.required' ? 'Không được để trống' : text;
      },
    });
    expect(fieldErrors(schema, { ...validUsernameRegistration, username: '' })).toEqual({
      username: 'Không được để trống',
    });
    expect(calls).toEqual(['validation.required']);
  });

  it('accepts any script where the rule allows it', () => {
    const rules = { ...typicalRules, payeeName: rule({ patternId: 21 }) };
    for (const name of ['Nguyễn Văn', 'สมชาย ใจดี', '김 민수', 'राम शर्मा']) {
      expect(
        fieldErrors(buildRegisterSchema(rules), { ...validUsernameRegistration, payeeName: name }),
      ).toEqual({});
    }
    expect(
      fieldErrors(buildRegisterSchema(rules), {
        ...validUsernameRegistration,
        payeeName: 'Nguyễn  Văn',
      }),
    ).toEqual({
      payeeName: 'Real name format is incorrect',
    });
  });
});

describe('memoised schemas', () => {
  it('returns the same schema for the same rules object and options, a new one otherwise', () => {
    const first = memoizedRegisterSchema(typicalRules);
    expect(memoizedRegisterSchema(typicalRules)).toBe(first);
    expect(memoizedRegisterSchema(typicalRules, {})).toBe(first);
    expect(memoizedRegisterSchema(typicalRules, { mode: 'mobile' })).not.toBe(first);
    expect(memoizedRegisterSchema({ ...typicalRules })).not.toBe(first);
  });

  it('keys on the translate function and ignores option order', () => {
    let builds = 0;
    const cached = createSchemaCache((rules, options: RegisterSchemaOptions) => {
      builds += 1;
      return buildRegisterSchema(rules, options);
    });
    const en = (_key: string, text: string) => text;
    const vi = (_key: string, text: string) => `vi:${text}`;
    cached(typicalRules, { translate: en, mode: 'username', smsVerification: true });
    cached(typicalRules, { smsVerification: true, mode: 'username', translate: en });
    expect(builds).toBe(1);
    cached(typicalRules, { translate: vi, mode: 'username', smsVerification: true });
    expect(builds).toBe(2);
  });
});

describe('isMobileNumber', () => {
  it('accepts 6-15 ASCII digits only', () => {
    expect(isMobileNumber('0912345678')).toBe(true);
    expect(isMobileNumber('12345')).toBe(false);
    expect(isMobileNumber('1'.repeat(16))).toBe(false);
    expect(isMobileNumber('+84912345678')).toBe(false);
    expect(isMobileNumber('０９１２３４５６７８')).toBe(false);
  });
});
