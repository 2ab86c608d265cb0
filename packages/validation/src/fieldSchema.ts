import * as yup from 'yup';
import {
  englishDefaults,
  resolveMessage,
  type Translate,
  type ValidationMessageKey,
} from './messages';
import { matchesAcceptedPattern, testPattern } from './patterns';

/** The registration fields the server publishes rules for (`GET /wps/system/setting/register`). */
export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'paymentPassword',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'captcha',
  'verificationCode',
] as const;

/** A field the server publishes a registration rule for. */
export type RegisterField = (typeof REGISTER_FIELDS)[number];

/** The server's rule for one registration field. */
export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** `'*'` or `''` matches anything; otherwise a regex source the whole value must match. */
  acceptedPattern: string;
  /** Pattern id 0-23 (see `testPattern`). */
  patternId: number;
  /** 0 or less: no minimum. */
  minLength: number;
  /** 0 or less: no maximum. */
  maxLength: number;
}

/** The server's rules keyed by field name. Missing fields count as disabled. */
export type RegisterRules = Partial<Record<RegisterField, FieldRule>>;

/** Options every schema builder accepts. */
export interface MessageOptions {
  /** Translation function (e.g. a wrapper of i18next's `t`); English defaults without it. */
  translate?: Translate;
}

/** Format message shown when a field's value fails its pattern id or accepted pattern. */
const FORMAT_MESSAGE: Record<RegisterField, ValidationMessageKey> = {
  username: 'validation.format',
  password: 'validation.format',
  confirmPassword: 'validation.confirmPassword',
  payeeName: 'validation.realName',
  email: 'validation.email',
  qqNum: 'validation.qqNum',
  mobileNum: 'validation.phone',
  paymentPassword: 'validation.format',
  line: 'validation.line',
  whatsapp: 'validation.whatsapp',
  zalo: 'validation.zalo',
  facebook: 'validation.facebook',
  wechat: 'validation.wechat',
  idNumber: 'validation.idNumber',
  affiliateCode: 'validation.affiliate',
  captcha: 'validation.captcha',
  verificationCode: 'validation.verificationCode',
};

/** Length template with a field-specific wording where the spec gives one. */
const LENGTH_MESSAGE: Partial<Record<RegisterField, ValidationMessageKey>> = {
  username: 'validation.usernameLength',
  password: 'validation.passwordLength',
  paymentPassword: 'validation.paymentPasswordLength',
};

/** Passwords are compared and checked exactly as typed; every other field is trimmed first. */
const UNTRIMMED_FIELDS: ReadonlySet<string> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

/** Code points, so an emoji or a Han character from outside the BMP counts as one character. */
export function characterCount(value: string): number {
  let count = 0;
  for (const _char of value) count += 1;
  return count;
}

/** Message for a value whose length is outside `minLength..maxLength` of `rule`, or null when it fits. */
export function lengthProblem(
  field: string,
  rule: Pick<FieldRule, 'minLength' | 'maxLength'>,
  value: string,
  translate: Translate = englishDefaults,
): string | null {
  const min = rule.minLength > 0 ? rule.minLength : 0;
  const max = rule.maxLength > 0 ? rule.maxLength : Number.POSITIVE_INFINITY;
  const length = characterCount(value);
  if (length >= min && length <= max) return null;
  if (max === Number.POSITIVE_INFINITY)
    return resolveMessage(translate, 'validation.minLength', { min });
  const key =
    LENGTH_MESSAGE[field as RegisterField] ??
    (min > 0 ? 'validation.lengthRange' : 'validation.maxLength');
  return resolveMessage(translate, key, { min, max });
}

/** True when `value` passes the rule's pattern id and accepted pattern. */
export function matchesRule(
  rule: Pick<FieldRule, 'patternId' | 'acceptedPattern'>,
  value: string,
): boolean {
  return testPattern(rule.patternId, value) && matchesAcceptedPattern(rule.acceptedPattern, value);
}

/** A string schema that is required (with the catalogue's "Input cannot be empty") or optional. */
export function baseString(
  field: string,
  required: boolean,
  translate: Translate,
): yup.StringSchema<string | undefined> {
  const base = UNTRIMMED_FIELDS.has(field) ? yup.string() : yup.string().trim();
  return required
    ? base.required(() => resolveMessage(translate, 'validation.required'))
    : base.optional();
}

/**
 * `checkPass`: the confirmation must equal the sibling password field exactly ("Incorrect
 * confirmation input"). An empty optional confirmation is still compared when a password was typed.
 */
export function withCheckPass(
  schema: yup.StringSchema<string | undefined>,
  passwordField: string,
  translate: Translate = englishDefaults,
): yup.StringSchema<string | undefined> {
  return schema.test({
    name: 'checkPass',
    test(value, context) {
      const password: unknown = (context.parent as Record<string, unknown> | undefined)?.[
        passwordField
      ];
      const typed = value ?? '';
      if (typed === '' && (password === undefined || password === '')) return true;
      if (typed === password) return true;
      return context.createError({
        message: resolveMessage(translate, 'validation.confirmPassword'),
      });
    },
  });
}

/**
 * A yup string schema for one registration field from its server rule: required per rule (empty
 * required value: "Input cannot be empty"); an empty optional value is not tested; otherwise the
 * length (message from the length template, one number when min = max) and then the pattern id and
 * accepted pattern (field-specific format message) are checked. `captcha` is required-only;
 * `confirmPassword` is required per rule and must equal `password` (`checkPass`).
 * Returns null for a disabled field (it is not part of the form).
 */
export function buildFieldSchema(
  field: RegisterField,
  rule: FieldRule | undefined,
  messages: MessageOptions = {},
): yup.StringSchema<string | undefined> | null {
  if (!rule?.enabled) return null;
  const translate = messages.translate ?? englishDefaults;
  const schema = baseString(field, rule.required, translate);
  if (field === 'captcha') return schema;
  if (field === 'confirmPassword') return withCheckPass(schema, 'password', translate);
  return schema.test({
    name: 'serverRule',
    test(value, context) {
      if (value === undefined || value === '') return true;
      const tooLongOrShort = lengthProblem(field, rule, value, translate);
      if (tooLongOrShort !== null) return context.createError({ message: tooLongOrShort });
      if (!matchesRule(rule, value)) {
        return context.createError({ message: resolveMessage(translate, FORMAT_MESSAGE[field]) });
      }
      return true;
    },
  });
}
