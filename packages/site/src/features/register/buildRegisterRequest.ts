import type { RegisterField, RegisterRequest, VerificationFields } from '@wl/api-client';
import type { RegisterMode } from '@wl/validation';
import { dialingDigits } from '../../shared/fields/mobile';
import { PASSWORD_FIELDS } from './registerFields';

export type RegisterValues = Record<RegisterField, string> & {
  countryDialingCode: string;
  agreeTerms: boolean;
  confirmAge: boolean;
};

export interface RequestContext {
  mode: RegisterMode;
  /** The fields the form showed: nothing else is sent. */
  fields: readonly RegisterField[];
  captchaKey?: string;
  verification?: VerificationFields;
  /** Where the player registered (spec: registerUrl, domain). */
  location: { href: string; hostname: string; search: string };
}

/** `?affiliateCode=` or `?code=` of the page the player came from (invitation links). */
export function affiliateCodeFromUrl(search: string): string {
  const params = new URLSearchParams(search);
  return (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
}

/** `?referralCode=` of the page (refer-and-earn links). */
export function referralCodeFromUrl(search: string): string {
  return (new URLSearchParams(search).get('referralCode') ?? '').trim();
}

/**
 * The registration payload: the shown fields (trimmed, passwords as typed),
 * the mobile number as the username in mobile registration, the dialing code without `+`, captcha and
 * its key or the slider result, and the fixed additions registerUrl, domain, registerMethod WEB, login true.
 */
export function buildRegisterRequest(
  values: RegisterValues,
  context: RequestContext,
): RegisterRequest {
  // A mobile registration without passwords (no MOBILENUMPASSREG3) sends none: the platform sets one.
  const request = {} as RegisterRequest;
  const target = request as unknown as Record<string, string>;
  for (const field of context.fields) {
    if (field === 'captcha') continue;
    const raw = values[field] ?? '';
    const value = PASSWORD_FIELDS.has(field) ? raw : raw.trim();
    if (value !== '') target[field] = value;
  }
  if (context.fields.includes('captcha')) {
    request.captcha = values.captcha.trim();
    if (context.captchaKey) request.captchaKey = context.captchaKey;
  }
  if (context.verification) Object.assign(request, context.verification);
  if (context.mode === 'mobile') request.username = values.mobileNum.trim();
  if (context.fields.includes('mobileNum') || context.mode === 'mobile') {
    request.countryDialingCode = dialingDigits(values.countryDialingCode);
  }
  const referralCode = referralCodeFromUrl(context.location.search);
  if (referralCode) request.referralCode = referralCode;
  request.registerUrl = context.location.href;
  request.domain = context.location.hostname;
  request.registerMethod = 'WEB';
  request.login = true;
  return request;
}
