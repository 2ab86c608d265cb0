export type {
  AnnouncementType,
  Brand,
  BrandColourTokens,
  BrandError,
  BrandTheme,
  BrandValidation,
  HelpOrganisation,
  IdentityButton,
  LanguageCode,
  PrizeMode,
  ResponsibleGamingConfig,
  ResponsibleGamingProfile,
  SocialNetwork,
  ThemeMode,
} from './types';
export { brandSchema, formatBrandErrors, validateBrand } from './validateBrand';
export { BrandConfigError, loadBrand } from './loadBrand';
export {
  BRAND_MODULE_ID,
  brandPlugin,
  brandThemeColour,
  type BrandPluginOptions,
} from './brandPlugin';
