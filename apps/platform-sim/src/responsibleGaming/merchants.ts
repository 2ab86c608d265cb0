import { RG_PROFILES, type RgProfile, type RgProfileName } from '../contract';

export interface MerchantSaferGambling {
  profileName: RgProfileName;
  profile: RgProfile;
  /** brands of one operator share time-outs and self-exclusions */
  operator: string;
}

/**
 * Each seeded merchant's safer-gambling profile and operator: the same as `responsibleGaming` in
 * brands/<brand>.json (a test keeps them equal). AUR01 and LTS88 belong to one operator.
 */
const MERCHANT_PROFILES: Record<string, { profile: RgProfileName; operator: string }> = {
  AUR01: { profile: 'ukgc', operator: 'meridian-gaming' },
  LTS88: { profile: 'mga', operator: 'meridian-gaming' },
  TGR07: { profile: 'basic', operator: 'tigris-entertainment' },
};

/** A merchant's profile and operator (an unknown merchant: `basic`, an operator of its own). */
export function saferGamblingOf(merchantCode: string): MerchantSaferGambling {
  const entry = MERCHANT_PROFILES[merchantCode] ?? {
    profile: 'basic',
    operator: `merchant-${merchantCode.toLowerCase()}`,
  };
  return {
    profileName: entry.profile,
    profile: RG_PROFILES[entry.profile],
    operator: entry.operator,
  };
}

/** The merchants of an operator, in code order. */
export function merchantsOfOperator(operator: string): string[] {
  return Object.entries(MERCHANT_PROFILES)
    .filter(([, entry]) => entry.operator === operator)
    .map(([code]) => code)
    .sort();
}
