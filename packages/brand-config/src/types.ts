/** Languages the product offers (about 35). */
export type LanguageCode =
  | 'EN'
  | 'ZH'
  | 'ZH-TW'
  | 'VI'
  | 'TH'
  | 'ID'
  | 'MS'
  | 'BN'
  | 'HI'
  | 'UR'
  | 'NE'
  | 'TA'
  | 'TE'
  | 'KO'
  | 'JA'
  | 'PT'
  | 'PT-BR'
  | 'ES'
  | 'FR'
  | 'DE'
  | 'IT'
  | 'RU'
  | 'TR'
  | 'AR'
  | 'FA'
  | 'KM'
  | 'LO'
  | 'MY'
  | 'TL'
  | 'KK'
  | 'UZ'
  | 'SW'
  | 'PL'
  | 'NL'
  | 'HE';

export type PrizeMode = 'Lott' | 'ZY' | 'Elott' | 'SEA';
export type AnnouncementType = 'B' | 'PL' | 'PU' | 'PR' | 'H';
export type ThemeMode = 'dark' | 'light';
export type SocialNetwork =
  'telegram' | 'line' | 'whatsapp' | 'facebook' | 'instagram' | 'youtube' | 'tiktok' | 'twitter';
export type IdentityButton = 'facebook' | 'google' | 'telegram';

/** Brand overrides of the ui-kit colour tokens, per theme mode. */
export interface BrandColourTokens {
  primary?: string;
  onPrimary?: string;
  accent?: string;
  background?: string;
  surface?: string;
  surfaceRaised?: string;
  text?: string;
  textMuted?: string;
  border?: string;
  headerBackground?: string;
  sideMenuBackground?: string;
}

export interface BrandTheme {
  defaultMode: ThemeMode;
  dark: BrandColourTokens;
  light: BrandColourTokens;
}

/** The safer-gambling profile of a brand's licence (the tools it offers: `@wl/api-client` RG_PROFILES). */
export type ResponsibleGamingProfile = 'ukgc' | 'mga' | 'basic';

/** A help organisation the safer-gambling page lists. */
export interface HelpOrganisation {
  name: string;
  url: string;
  phone?: string;
}

/** Safer gambling: the licence's profile, the operator whose brands share exclusions, help to point to. */
export interface ResponsibleGamingConfig {
  profile: ResponsibleGamingProfile;
  /** a time-out or self-exclusion holds on every brand of the same operator */
  operator: string;
  helpOrganisations: HelpOrganisation[];
}

/** One merchant's brand, exactly as `brands/schema.json` describes it. */
export interface Brand {
  code: string;
  name: string;
  merchantCode: string;
  platform: 'web';
  device: 'WEB';
  lotteryType: 'Lott';
  defaultLang: LanguageCode;
  supportLanguages: LanguageCode[];
  prizeModes: PrizeMode[];
  esportsVendors: string[];
  announcement: { types: AnnouncementType[]; executionType: AnnouncementType };
  chatHeaderColor: string;
  loginedToHomePage: boolean;
  agentCentreFlags: number[];
  theme: BrandTheme;
  assets: { logo: string; favicon: string; fallbackAvatar: string };
  api: { baseUrl: string; cipher: boolean; timeoutMs?: number };
  identityProvider: {
    adapter: 'none' | 'local' | 'firebase';
    buttons: IdentityButton[];
    smsLogin?: boolean;
    settings?: Record<string, string>;
  };
  social: Partial<Record<SocialNetwork, string>>;
  customerService: {
    liveChatUrl: string;
    vipServiceUrl?: string;
    email?: string;
    affiliateUrl?: string;
  };
  responsibleGaming: ResponsibleGamingConfig;
  ageConfirmationYears?: number;
  agreementAge?: number;
  /** Two-step sign-in: `requiredForAgents` sends an agent to set it up before the agent centre opens. */
  twoFactor?: { requiredForAgents: boolean };
  /** Host names the brand is served on; the first is canonical. Required to deploy (`pnpm deploy:nginx`). */
  domains?: string[];
  /** Search engines' and link previews' text under the brand's name. */
  description?: string;
}

export interface BrandError {
  /** JSONPath of the offending value, e.g. `$.theme.dark.primary`. */
  path: string;
  message: string;
}

export type BrandValidation = { ok: true; brand: Brand } | { ok: false; errors: BrandError[] };
