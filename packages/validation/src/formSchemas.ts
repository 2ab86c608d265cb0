import * as yup from 'yup';
import {
  baseString,
  buildFieldSchema,
  withCheckPass,
  type FieldRule,
  type MessageOptions,
  type RegisterRules,
} from './fieldSchema';
import { englishDefaults, resolveMessage, type Translate } from './messages';
import { testPattern } from './patterns';
import { isMobileNumber, type FormSchema } from './registerSchema';

/** Trimmed, required string ("Input cannot be empty"). */
function requiredTrimmed(translate: Translate): yup.StringSchema<string | undefined> {
  return yup
    .string()
    .trim()
    .required(() => resolveMessage(translate, 'validation.required'));
}

/** A required field checked with the server rule when there is one; `fallback` tests it otherwise. */
function requiredByRule(
  field: 'username' | 'email' | 'password' | 'mobileNum',
  rule: FieldRule | undefined,
  translate: Translate,
  fallback?: { test: (value: string) => boolean; message: () => string },
): yup.StringSchema<string | undefined> {
  const fromRule = rule?.enabled
    ? buildFieldSchema(field, { ...rule, required: true }, { translate })
    : null;
  if (fromRule) return fromRule;
  const schema = baseString(field, true, translate);
  if (!fallback) return schema;
  return schema.test({
    name: `${field}Format`,
    test: (value) => value === undefined || value === '' || fallback.test(value),
    message: fallback.message,
  });
}

/** Verification code sent by SMS: required, "Please enter a valid verification code" when empty. */
function smsCode(translate: Translate): yup.StringSchema<string | undefined> {
  return yup
    .string()
    .trim()
    .required(() => resolveMessage(translate, 'validation.verificationCode'));
}

/** Mobile number: required, then the 6-15 digit format check ("Please enter a valid mobile number"). */
function mobileNumber(
  rule: FieldRule | undefined,
  translate: Translate,
): yup.StringSchema<string | undefined> {
  return requiredByRule('mobileNum', rule, translate, {
    test: isMobileNumber,
    message: () => resolveMessage(translate, 'validation.mobile'),
  });
}

/** Options of `buildLoginSchema`. */
export interface LoginSchemaOptions extends MessageOptions {
  /** The captcha box is shown (after a login failure carrying the captcha flag). */
  captcha?: boolean;
}

/** Username-tab login: username, password and (when shown) captcha are required, each trimmed. */
export function buildLoginSchema(options: LoginSchemaOptions = {}): FormSchema {
  const translate = options.translate ?? englishDefaults;
  return yup.object({
    username: requiredTrimmed(translate),
    password: requiredTrimmed(translate),
    ...(options.captcha ? { captcha: requiredTrimmed(translate) } : {}),
  });
}

/** SMS-tab login: mobile number required and 6-15 digits; verification code required. */
export function buildSmsLoginSchema(options: MessageOptions = {}): FormSchema {
  const translate = options.translate ?? englishDefaults;
  return yup.object({
    mobileNum: mobileNumber(undefined, translate),
    verificationCode: smsCode(translate),
  });
}

/** Options of the forgot-password schemas: the registration rules to reuse (username, email, password, mobile). */
export interface ForgotSchemaOptions extends MessageOptions {
  rules?: RegisterRules;
}

/** Forgot password by email: username (username rule) and email (email rule), both required. */
export function buildForgotByEmailSchema(options: ForgotSchemaOptions = {}): FormSchema {
  const translate = options.translate ?? englishDefaults;
  const rules = options.rules ?? {};
  return yup.object({
    username: requiredByRule('username', rules.username, translate),
    email: requiredByRule('email', rules.email, translate, {
      test: (value) => testPattern(3, value),
      message: () => resolveMessage(translate, 'validation.email'),
    }),
  });
}

/** Forgot password by phone: mobile number (mobile rule), SMS code, and a new password that passes the password rule. */
export function buildForgotByPhoneSchema(options: ForgotSchemaOptions = {}): FormSchema {
  const translate = options.translate ?? englishDefaults;
  const rules = options.rules ?? {};
  return yup.object({
    mobileNum: mobileNumber(rules.mobileNum, translate),
    verificationCode: smsCode(translate),
    newPassword: requiredByRule('password', rules.password, translate),
  });
}

/** Options of `buildChangePasswordSchema`. */
export interface ChangePasswordSchemaOptions extends MessageOptions {
  /** The password rule new passwords must pass (the registration rule for `password`). */
  passwordRule?: FieldRule;
  /** The old password is already known (e.g. the forced change right after login): it is not asked for. */
  hasStoredPassword?: boolean;
}

/**
 * Change password: old password required unless a stored one is present; new password required and
 * passing the password rule; confirmation required and equal to the new password.
 */
export function buildChangePasswordSchema(options: ChangePasswordSchemaOptions = {}): FormSchema {
  const translate = options.translate ?? englishDefaults;
  return yup.object({
    ...(options.hasStoredPassword ? {} : { oldPassword: baseString('password', true, translate) }),
    newPassword: requiredByRule('password', options.passwordRule, translate),
    confirmNewPassword: withCheckPass(
      baseString('confirmPassword', true, translate),
      'newPassword',
      translate,
    ),
  });
}
