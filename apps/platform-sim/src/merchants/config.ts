import { CAPTCHA_LENGTH } from '../lib/captcha';
import type { RegisterField, RegisterRule, RegisterRules, WhitelabelFlag } from '../contract';

export interface MerchantSeed {
  code: string;
  brand: string;
  name: string;
  currency: string;
  /**
   * The encrypted calls (ENCRYPTED_PATHS) must come encrypted: the same switch as the brand's
   * `api.cipher` in brands/<brand>.json (a test keeps the two equal). Off: plain JSON only.
   */
  payloadCipher: boolean;
  /** The brand's name (brands/<brand>.json `name`): the issuer an authenticator app shows. */
  brandName: string;
  /**
   * Agents must turn on two-step sign-in before the agent centre opens: the brand's
   * `twoFactor.requiredForAgents` (a test keeps the two equal).
   */
  agentTwoFactorRequired: boolean;
  flags: Record<WhitelabelFlag, boolean>;
}

/** Seeded merchants; flag sets differ so brand behaviour varies (AUR01 has everything on). */
export const MERCHANTS: MerchantSeed[] = [
  {
    code: 'AUR01',
    brand: 'aurora',
    name: 'Aurora Casino',
    currency: 'USD',
    payloadCipher: true,
    brandName: 'Aurora Play',
    agentTwoFactorRequired: false,
    flags: {
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILENUMPASSREG3: true,
      USERNAMEREG3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: true,
      CHNGPASSMAIL3: true,
      CHNGPASSVERIF3: true,
    },
  },
  {
    code: 'LTS88',
    brand: 'lotus',
    name: 'Lotus Games',
    currency: 'VND',
    payloadCipher: true,
    brandName: 'Lotus Club',
    agentTwoFactorRequired: true,
    flags: {
      MOBILENUMREG3: true,
      REGMOBVERF3: true,
      MOBILENUMPASSREG3: false,
      USERNAMEREG3: true,
      FREEPLAY3: false,
      PWDEXPFORCECHANGE3: true,
      MOBILEVERCODELOGIN3: false,
      DIRECTREG3: true,
      CHNGPASSMAIL3: true,
      CHNGPASSVERIF3: false,
    },
  },
  {
    code: 'TGR07',
    brand: 'tiger',
    name: 'Tiger Play',
    currency: 'THB',
    payloadCipher: false,
    brandName: 'Tiger Bet',
    agentTwoFactorRequired: false,
    flags: {
      MOBILENUMREG3: false,
      REGMOBVERF3: false,
      MOBILENUMPASSREG3: false,
      USERNAMEREG3: true,
      FREEPLAY3: true,
      PWDEXPFORCECHANGE3: false,
      MOBILEVERCODELOGIN3: true,
      DIRECTREG3: false,
      CHNGPASSMAIL3: true,
      CHNGPASSVERIF3: true,
    },
  },
];

/** The merchant's brand name, the authenticator apps' issuer (see MerchantSeed.brandName). */
export function brandNameOf(merchantCode: string): string {
  return MERCHANTS.find((merchant) => merchant.code === merchantCode)?.brandName ?? merchantCode;
}

/** Whether the merchant's agents must have two-step sign-in on (MerchantSeed.agentTwoFactorRequired). */
export function agentTwoFactorRequired(merchantCode: string): boolean {
  return (
    MERCHANTS.find((merchant) => merchant.code === merchantCode)?.agentTwoFactorRequired ?? false
  );
}

/** Whether the merchant takes its encrypted calls only encrypted (see MerchantSeed.payloadCipher). */
export function requiresPayloadCipher(merchantCode: string): boolean {
  return MERCHANTS.find((merchant) => merchant.code === merchantCode)?.payloadCipher ?? false;
}

/** Where each flag sits in the whitelabel tree. */
export const WHITELABEL_GROUPS: Record<string, WhitelabelFlag[]> = {
  REGISTER3: ['DIRECTREG3', 'USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3'],
  LOGIN3: ['MOBILEVERCODELOGIN3', 'FREEPLAY3', 'PWDEXPFORCECHANGE3'],
  PASSWORD3: ['CHNGPASSMAIL3', 'CHNGPASSVERIF3'],
};

const off: RegisterRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 0,
};
const rule = (
  patternId: number,
  minLength: number,
  maxLength: number,
  required = false,
  acceptedPattern = '*',
): RegisterRule => ({
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;

/** Per-merchant overrides of the registration rules (ids: docs/architecture.md). */
const OVERRIDES: Record<string, Partial<Record<RegisterField, RegisterRule>>> = {
  AUR01: {
    email: rule(3, 5, 50),
    payeeName: rule(12, 2, 30),
    line: rule(9, 3, 30),
    whatsapp: rule(6, 8, 15),
    captcha: rule(4, CAPTCHA_LENGTH, CAPTCHA_LENGTH, true),
  },
  LTS88: {
    payeeName: rule(12, 2, 30, true),
    paymentPassword: rule(6, 6, 6),
    zalo: rule(6, 9, 11),
    facebook: rule(9, 3, 50),
  },
  TGR07: {
    email: rule(3, 5, 50, true),
    payeeName: rule(21, 3, 40),
    qqNum: rule(6, 5, 12),
    wechat: rule(9, 3, 30),
    idNumber: rule(4, 6, 18),
    affiliateCode: rule(4, 4, 12, true, '^[A-Z0-9]+$'),
    captcha: rule(4, CAPTCHA_LENGTH, CAPTCHA_LENGTH, true),
  },
};

/** The registration rules a merchant publishes; the verification code follows REGMOBVERF3. */
export function registerRules(
  merchantCode: string,
  flags: Record<WhitelabelFlag, boolean>,
): RegisterRules {
  const base: RegisterRules = {
    username: rule(1, 4, 16, true),
    // ASVS 6.2: at least 8 characters, 64 allowed, no composition rule; common passwords and the
    // username are refused on top (auth/passwordPolicy.ts)
    password: rule(0, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, true),
    confirmPassword: rule(0, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH, true),
    payeeName: off,
    email: off,
    qqNum: off,
    mobileNum: rule(6, 8, 11, flags.MOBILENUMREG3),
    paymentPassword: off,
    line: off,
    whatsapp: off,
    zalo: off,
    facebook: off,
    wechat: off,
    idNumber: off,
    affiliateCode: rule(4, 4, 12),
    captcha: off,
    verificationCode: flags.REGMOBVERF3 ? rule(6, 6, 6, true) : off,
  };
  return { ...base, ...OVERRIDES[merchantCode] };
}

export const COUNTRIES = [
  { countryCode: 'VN', countryDialingCode: '84' },
  { countryCode: 'TH', countryDialingCode: '66' },
  { countryCode: 'PH', countryDialingCode: '63' },
  { countryCode: 'ID', countryDialingCode: '62' },
  { countryCode: 'MY', countryDialingCode: '60' },
  { countryCode: 'BD', countryDialingCode: '880' },
  { countryCode: 'IN', countryDialingCode: '91' },
  { countryCode: 'BR', countryDialingCode: '55' },
  { countryCode: 'TW', countryDialingCode: '886' },
  { countryCode: 'CN', countryDialingCode: '86' },
];

/** Club labels per rank level (clubLabel of member info). */
export const RANKS = [
  { rankLevel: 1, labelName: 'Bronze', color: '#cd7f32', color2: '#8a5523' },
  { rankLevel: 2, labelName: 'Silver', color: '#c0c0c0', color2: '#7d7d7d' },
  { rankLevel: 3, labelName: 'Gold', color: '#ffd700', color2: '#b39700' },
  { rankLevel: 4, labelName: 'Platinum', color: '#e5e4e2', color2: '#9c9b98' },
  { rankLevel: 5, labelName: 'Diamond', color: '#b9f2ff', color2: '#5fb3c4' },
  { rankLevel: 6, labelName: 'VIP Royal', color: '#9b59b6', color2: '#5e2d73' },
  { rankLevel: 7, labelName: 'VIP Crown', color: '#e74c3c', color2: '#8e2b21' },
];
