import type { RegisterField, RegisterRules } from '@wl/api-client';
import type { RegisterMode } from '@wl/validation';
import { visibleRegisterFields } from '@wl/validation';

/** The order fields appear in on the form (spec: registration form). */
export const FIELD_ORDER: readonly RegisterField[] = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'zalo',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'affiliateCode',
  'captcha',
];

/** Input attributes per field: password managers, phone keyboards and one-time-code autofill. */
export const FIELD_INPUT: Partial<Record<RegisterField, { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete: string }>> = {
  username: { autoComplete: 'username' },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off' },
  mobileNum: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national' },
  verificationCode: { inputMode: 'numeric', autoComplete: 'one-time-code' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
};

export const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'confirmPassword', 'paymentPassword']);

export interface FieldSettings {
  mode: RegisterMode;
  smsVerification: boolean;
}

/** SMS verification applies when the flag is on and the form has a mobile number to send the code to. */
export function smsVerificationApplies(rules: RegisterRules, mode: RegisterMode, flagOn: boolean): boolean {
  return flagOn && (mode === 'mobile' || Boolean(rules.mobileNum?.enabled));
}

/** The fields the form shows, in form order (same decisions as the @wl/validation schema). */
export function shownFields(rules: RegisterRules, settings: FieldSettings): RegisterField[] {
  const visible = new Set(visibleRegisterFields(rules, settings));
  return FIELD_ORDER.filter((field) => visible.has(field));
}

/** Whether a shown field is required (star in the placeholder): per rule, plus the mobile and SMS cases. */
export function isRequired(field: RegisterField, rules: RegisterRules, settings: FieldSettings): boolean {
  if (field === 'mobileNum' && settings.mode === 'mobile') return true;
  if (field === 'verificationCode' && settings.smsVerification) return true;
  return Boolean(rules[field]?.required);
}

export type RegisterTab = 'username' | 'mobile';

export interface RegisterFlags {
  USERNAMEREG3: boolean;
  MOBILENUMREG3: boolean;
  MOBILENUMPASSREG3: boolean;
}

/**
 * The registration tabs: username (USERNAMEREG3) and mobile (MOBILENUMREG3). Mobile-only registration
 * (MOBILENUMPASSREG3) leaves only the mobile tab. With no flag on the username form stays available.
 */
export function registerTabs(flags: RegisterFlags): RegisterTab[] {
  if (flags.MOBILENUMPASSREG3) return ['mobile'];
  const tabs: RegisterTab[] = [];
  if (flags.USERNAMEREG3) tabs.push('username');
  if (flags.MOBILENUMREG3) tabs.push('mobile');
  return tabs.length > 0 ? tabs : ['username'];
}
