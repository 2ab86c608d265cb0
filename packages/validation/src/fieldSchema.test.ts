import { describe, expect, it } from 'vitest';
import * as yup from 'yup';
import { buildFieldSchema, characterCount, lengthProblem, withCheckPass } from './fieldSchema';
import { rule } from './rules.fixture';

function messageFor(
  schema: yup.StringSchema<string | undefined> | null,
  value: string | undefined,
): string | null {
  if (schema === null) throw new Error('field is disabled');
  try {
    schema.validateSync(value);
    return null;
  } catch (error) {
    return (error as yup.ValidationError).message;
  }
}

describe('buildFieldSchema', () => {
  it('leaves a disabled or unknown field out of the form', () => {
    expect(buildFieldSchema('qqNum', rule({ enabled: false }))).toBeNull();
    expect(buildFieldSchema('qqNum', undefined)).toBeNull();
  });

  it('refuses an empty or blank required field with "Input cannot be empty"', () => {
    const username = buildFieldSchema(
      'username',
      rule({ patternId: 1, minLength: 6, maxLength: 12 }),
    );
    expect(messageFor(username, '')).toBe('Input cannot be empty');
    expect(messageFor(username, '   ')).toBe('Input cannot be empty');
    expect(messageFor(username, undefined)).toBe('Input cannot be empty');
  });

  it('does not test an empty optional field', () => {
    const qq = buildFieldSchema(
      'qqNum',
      rule({ required: false, patternId: 6, minLength: 5, maxLength: 11 }),
    );
    expect(messageFor(qq, '')).toBeNull();
    expect(messageFor(qq, undefined)).toBeNull();
    expect(messageFor(qq, '12ab')).toBe('Please enter 5 - 11 characters');
    expect(messageFor(qq, '12ab5')).toBe('QQ number format is incorrect');
    expect(messageFor(qq, '123456')).toBeNull();
  });

  it('checks the length before the format, with the field-specific template', () => {
    const password = buildFieldSchema(
      'password',
      rule({ patternId: 5, minLength: 6, maxLength: 12 }),
    );
    expect(messageFor(password, 'abc')).toBe('Please fill in your password with 6 - 12 characters');
    expect(messageFor(password, 'abcdefghijklm1')).toBe(
      'Please fill in your password with 6 - 12 characters',
    );
    expect(messageFor(password, 'abcdefgh')).toBe('wrong account, password or email format');
    expect(messageFor(password, 'abcdefg1')).toBeNull();
  });

  it('shows one number when the length is fixed', () => {
    const paymentPassword = buildFieldSchema(
      'paymentPassword',
      rule({ patternId: 6, minLength: 6, maxLength: 6 }),
    );
    expect(messageFor(paymentPassword, '12345')).toBe(
      'Please fill in your transaction password with 6 characters',
    );
    expect(messageFor(paymentPassword, '12345a')).toBe('wrong account, password or email format');
  });

  it('does not trim passwords but trims other fields', () => {
    const password = buildFieldSchema('password', rule({ patternId: 19 }));
    expect(messageFor(password, ' abc123')).toBe('wrong account, password or email format');
    const username = buildFieldSchema('username', rule({ patternId: 1 }));
    expect(messageFor(username, '  player01  ')).toBeNull();
  });

  it('uses the spec wording for real name, mobile, invitation code and verification code', () => {
    expect(messageFor(buildFieldSchema('payeeName', rule({ patternId: 12 })), 'John 3')).toBe(
      'Real name format is incorrect',
    );
    expect(
      messageFor(buildFieldSchema('payeeName', rule({ patternId: 12 })), 'Nguyễn Văn An'),
    ).toBeNull();
    expect(messageFor(buildFieldSchema('mobileNum', rule({ patternId: 6 })), '09x')).toBe(
      'Phone number format is incorrect',
    );
    expect(messageFor(buildFieldSchema('affiliateCode', rule({ patternId: 4 })), 'AB-1')).toBe(
      'Invalid invitation code',
    );
    expect(messageFor(buildFieldSchema('verificationCode', rule({ patternId: 6 })), '12a4')).toBe(
      'Please enter a valid verification code',
    );
  });

  it('requires the accepted pattern to match as well as the pattern id', () => {
    const affiliate = buildFieldSchema(
      'affiliateCode',
      rule({ patternId: 4, acceptedPattern: '[A-Z0-9]{4,8}' }),
    );
    expect(messageFor(affiliate, 'abcd')).toBe('Invalid invitation code');
    expect(messageFor(affiliate, 'AB12')).toBeNull();
    const broken = buildFieldSchema(
      'affiliateCode',
      rule({ patternId: 4, acceptedPattern: '[A-Z' }),
    );
    expect(messageFor(broken, 'abcd')).toBeNull();
  });

  it('checks the captcha for presence only', () => {
    const captcha = buildFieldSchema('captcha', rule({ patternId: 6, minLength: 4, maxLength: 4 }));
    expect(messageFor(captcha, '')).toBe('Input cannot be empty');
    expect(messageFor(captcha, 'ab')).toBeNull();
  });

  it('translates messages at validation time', () => {
    const schema = buildFieldSchema(
      'password',
      rule({ patternId: 5, minLength: 6, maxLength: 6 }),
      {
        translate: (key, text) =>
          key === 'validation.passwordLength' ? 'Mật khẩu gồm (min) - (max) ký tự' : text,
      },
    );
    expect(messageFor(schema, 'a1')).toBe('Mật khẩu gồm 6 ký tự');
  });
});

describe('checkPass', () => {
  const form = yup.object({
    password: yup.string(),
    confirmPassword: withCheckPass(yup.string(), 'password'),
  });
  const confirmMessage = (values: Record<string, string>) => {
    try {
      form.validateSync(values);
      return null;
    } catch (error) {
      return (error as yup.ValidationError).message;
    }
  };

  it('accepts an identical confirmation and refuses any difference', () => {
    expect(confirmMessage({ password: 'abc123', confirmPassword: 'abc123' })).toBeNull();
    expect(confirmMessage({ password: 'abc123', confirmPassword: 'abc124' })).toBe(
      'Incorrect confirmation input',
    );
    expect(confirmMessage({ password: 'abc123', confirmPassword: '' })).toBe(
      'Incorrect confirmation input',
    );
    expect(confirmMessage({ password: '', confirmPassword: '' })).toBeNull();
  });
});

describe('length helpers', () => {
  it('counts emoji and astral Han characters as one character each', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(characterCount('𠀀a')).toBe(2);
    expect(lengthProblem('payeeName', { minLength: 2, maxLength: 2 }, '😀😀')).toBeNull();
  });

  it('treats 0 as no bound and words an open range', () => {
    expect(lengthProblem('email', { minLength: 0, maxLength: 0 }, 'x'.repeat(500))).toBeNull();
    expect(lengthProblem('email', { minLength: 5, maxLength: 0 }, 'abc')).toBe(
      'Please enter at least 5 characters',
    );
    expect(lengthProblem('email', { minLength: 0, maxLength: 3 }, 'abcd')).toBe(
      'Please enter at most 3 characters',
    );
  });
});
