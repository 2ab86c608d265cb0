import { lengthProblem, matchesAcceptedPattern, testPattern } from '@wl/validation';
import { ERROR_CODES, REGISTER_FIELDS, type RegisterField, type RegisterRules } from '../contract';
import { badRequest, refuse } from '../lib/http';

const FIELD_LABELS: Record<RegisterField, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  payeeName: 'Real name',
  email: 'Email',
  qqNum: 'QQ',
  mobileNum: 'Mobile number',
  paymentPassword: 'Transaction password',
  line: 'LINE',
  whatsapp: 'WhatsApp',
  zalo: 'Zalo',
  facebook: 'Facebook',
  wechat: 'WeChat',
  idNumber: 'ID number',
  affiliateCode: 'Invitation code',
  captcha: 'Captcha',
  verificationCode: 'Verification code',
};
const UNTRIMMED = new Set<RegisterField>(['password', 'confirmPassword', 'paymentPassword']);

/** Passwords are checked exactly as typed; other fields trimmed. Non-string values are a 400. */
export function fieldValue(body: Record<string, unknown>, field: string): string | undefined {
  const raw = body[field];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw badRequest(`${field} must be a string`);
  const text = UNTRIMMED.has(field as RegisterField) ? String(raw) : String(raw).trim();
  if (text.length > 500) throw badRequest(`${field} is too long`);
  return text === '' ? undefined : text;
}

/** Applies the published rules: required, length, pattern id and accepted pattern; first problem wins. */
export function checkAgainstRules(
  rules: RegisterRules,
  body: Record<string, unknown>,
  skip: ReadonlySet<RegisterField>,
): Partial<Record<RegisterField, string>> {
  const values: Partial<Record<RegisterField, string>> = {};
  for (const field of REGISTER_FIELDS) {
    const value = fieldValue(body, field);
    const rule = rules[field];
    if (skip.has(field) || !rule.enabled) continue;
    if (value === undefined) {
      if (rule.required)
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `${FIELD_LABELS[field]}: Input cannot be empty`,
          { field },
        );
      continue;
    }
    const lengthMessage = lengthProblem(field, rule, value);
    if (lengthMessage)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `${FIELD_LABELS[field]}: ${lengthMessage}`, {
        field,
      });
    if (
      !testPattern(rule.patternId, value) ||
      !matchesAcceptedPattern(rule.acceptedPattern, value)
    ) {
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `${FIELD_LABELS[field]} format is incorrect`, {
        field,
      });
    }
    values[field] = value;
  }
  return values;
}
