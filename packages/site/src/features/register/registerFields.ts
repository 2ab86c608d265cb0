import type { RegisterField, RegisterRule, RegisterRules } from '@wl/api-client';
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

/** Input attributes per field for password managers and keyboards (the shared mobile and SMS code fields set their own). */
export const FIELD_INPUT: Partial<
  Record<
    RegisterField,
    { type?: string; inputMode?: 'numeric' | 'email' | 'tel'; autoComplete: string }
  >
> = {
  username: { autoComplete: 'username' },
  password: { autoComplete: 'new-password' },
  confirmPassword: { autoComplete: 'new-password' },
  paymentPassword: { autoComplete: 'off' },
  payeeName: { autoComplete: 'name' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  qqNum: { inputMode: 'numeric', autoComplete: 'off' },
};

export const PASSWORD_FIELDS: ReadonlySet<RegisterField> = new Set([
  'password',
  'confirmPassword',
  'paymentPassword',
]);

export interface FieldSettings {
  mode: RegisterMode;
  smsVerification: boolean;
}

/** SMS verification applies when the flag is on and the form has a mobile number to send the code to. */
export function smsVerificationApplies(
  rules: RegisterRules,
  mode: RegisterMode,
  flagOn: boolean,
): boolean {
  return flagOn && (mode === 'mobile' || Boolean(rules.mobileNum?.enabled));
}

/** The fields the form shows, in form order (same decisions as the @wl/validation schema). */
export function shownFields(rules: RegisterRules, settings: FieldSettings): RegisterField[] {
  const visible = new Set(visibleRegisterFields(rules, settings));
  return FIELD_ORDER.filter((field) => visible.has(field));
}

/** Whether a shown field is required (star in the placeholder): per rule, plus the mobile and SMS cases. */
export function isRequired(
  field: RegisterField,
  rules: RegisterRules,
  settings: FieldSettings,
): boolean {
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
 * The registration tabs: username (USERNAMEREG3) and mobile (MOBILENUMREG3). With neither flag on the
 * username form stays available, so a brand is never left without a way to register.
 */
export function registerTabs(flags: RegisterFlags): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.USERNAMEREG3) tabs.push('username');
  if (flags.MOBILENUMREG3) tabs.push('mobile');
  return tabs.length > 0 ? tabs : ['username'];
}

/**
 * The form a tab shows: the mobile tab registers with the mobile number as the account (no username
 * field, schema mode `mobile`); it asks for a password only with MOBILENUMPASSREG3 (mobile number +
 * password registration); otherwise the player signs in by SMS later and the platform sets a password.
 */
export function tabMode(tab: RegisterTab): RegisterMode {
  return tab === 'mobile' ? 'mobile' : 'username';
}

/** Mobile registration always shows and requires the mobile number, whatever the rule says. */
export const DEFAULT_MOBILE_RULE: RegisterRule = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 6,
  minLength: 6,
  maxLength: 15,
};

const DISABLED: RegisterRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 0,
};

/** The rules a tab's form follows: the mobile tab requires the mobile number and drops passwords unless MOBILENUMPASSREG3. */
export function rulesForTab(
  rules: RegisterRules,
  tab: RegisterTab,
  flags: Pick<RegisterFlags, 'MOBILENUMPASSREG3'>,
): RegisterRules {
  if (tab !== 'mobile') return rules;
  const mobile = rules.mobileNum?.enabled ? rules.mobileNum : DEFAULT_MOBILE_RULE;
  const forMobile: RegisterRules = {
    ...rules,
    mobileNum: { ...mobile, enabled: true, required: true },
  };
  if (!flags.MOBILENUMPASSREG3) {
    forMobile.password = DISABLED;
    forMobile.confirmPassword = DISABLED;
  }
  return forMobile;
}
