import type { FieldRule, RegisterRules } from './fieldSchema';

/** A rule as the server sends it; overrides per test. */
export function rule(overrides: Partial<FieldRule> = {}): FieldRule {
  return {
    enabled: true,
    required: true,
    acceptedPattern: '*',
    patternId: 0,
    minLength: 0,
    maxLength: 0,
    ...overrides,
  };
}

/** Registration rules like a typical merchant publishes them. */
export const typicalRules: RegisterRules = {
  username: rule({ patternId: 1, minLength: 6, maxLength: 12 }),
  password: rule({ patternId: 5, minLength: 6, maxLength: 12 }),
  confirmPassword: rule({ minLength: 6, maxLength: 12 }),
  payeeName: rule({ required: false, patternId: 12, minLength: 2, maxLength: 30 }),
  email: rule({ required: false, patternId: 3, maxLength: 50 }),
  qqNum: rule({ enabled: false, patternId: 6 }),
  mobileNum: rule({ required: false, patternId: 6, minLength: 9, maxLength: 11 }),
  paymentPassword: rule({ required: false, patternId: 6, minLength: 6, maxLength: 6 }),
  line: rule({ enabled: false }),
  whatsapp: rule({ enabled: false }),
  zalo: rule({ enabled: false }),
  facebook: rule({ enabled: false }),
  wechat: rule({ enabled: false }),
  idNumber: rule({ enabled: false }),
  affiliateCode: rule({ required: false, patternId: 4, acceptedPattern: '[A-Z0-9]{4,8}' }),
  captcha: rule({ patternId: 6 }),
  verificationCode: rule({ enabled: false, patternId: 6 }),
};
