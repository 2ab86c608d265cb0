import { describe, expect, it } from 'vitest';
import {
  fillPlaceholders,
  formatLengthMessage,
  resolveMessage,
  validationMessages,
  type Translate,
} from './messages';

describe('formatLengthMessage', () => {
  const template = validationMessages['validation.passwordLength'];

  it('shows the range when min and max differ', () => {
    expect(formatLengthMessage(template, 6, 12)).toBe(
      'Please fill in your password with 6 - 12 characters',
    );
  });

  it('shows one number when min and max are equal', () => {
    expect(formatLengthMessage(template, 6, 6)).toBe(
      'Please fill in your password with 6 characters',
    );
    expect(formatLengthMessage('長度需 (min)~(max) 位', 4, 4)).toBe('長度需 4 位');
  });

  it('replaces placeholders that stand apart', () => {
    expect(formatLengthMessage('min (min), max (max)', 2, 9)).toBe('min 2, max 9');
    expect(formatLengthMessage('exactly (min); at most (max)', 3, 3)).toBe('exactly 3; at most 3');
  });
});

describe('resolveMessage', () => {
  it('uses the English default without a translation', () => {
    expect(resolveMessage((_k, text) => text, 'validation.required')).toBe('Input cannot be empty');
    expect(resolveMessage((_k, text) => text, 'validation.ageConfirm', { age: 21 })).toBe(
      'Please confirm you are 21 years old',
    );
  });

  it('fills placeholders in a translated text and passes the parameters along', () => {
    const seen: unknown[] = [];
    const vietnamese: Translate = (key, _text, params) => {
      seen.push([key, params]);
      return key === 'validation.passwordLength'
        ? 'Vui lòng nhập mật khẩu từ (min) - (max) ký tự'
        : 'Vui lòng xác nhận bạn đủ (age) tuổi';
    };
    expect(resolveMessage(vietnamese, 'validation.passwordLength', { min: 6, max: 6 })).toBe(
      'Vui lòng nhập mật khẩu từ 6 ký tự',
    );
    expect(resolveMessage(vietnamese, 'validation.ageConfirm', { age: 18 })).toBe(
      'Vui lòng xác nhận bạn đủ 18 tuổi',
    );
    expect(seen).toEqual([
      ['validation.passwordLength', { min: 6, max: 6 }],
      ['validation.ageConfirm', { age: 18 }],
    ]);
  });

  it('leaves text without placeholders alone', () => {
    expect(fillPlaceholders('no placeholders')).toBe('no placeholders');
  });
});

describe('validationMessages', () => {
  it("carries the spec's English texts", () => {
    expect(validationMessages).toMatchObject({
      'validation.required': 'Input cannot be empty',
      'validation.passwordLength': 'Please fill in your password with (min) - (max) characters',
      'validation.verificationCode': 'Please enter a valid verification code',
      'validation.mobile': 'Please enter a valid mobile number',
      'validation.confirmPassword': 'Incorrect confirmation input',
      'validation.realName': 'Real name format is incorrect',
      'validation.phone': 'Phone number format is incorrect',
      'validation.affiliate': 'Invalid invitation code',
      'validation.ageConfirm': 'Please confirm you are (age) years old',
      'validation.format': 'wrong account, password or email format',
    });
    for (const [key, text] of Object.entries(validationMessages)) {
      expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
      expect(text.trim()).not.toBe('');
    }
  });
});
