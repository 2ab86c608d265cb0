/**
 * Translation namespaces, one JSON file per language in `locales/<CODE>/<namespace>.json`.
 * `common` is loaded at start; a feature's namespace is downloaded when a component first asks for it
 * (`useTranslation('games')`).
 */
export const NAMESPACES = [
  'common',
  'auth',
  'register',
  'validation',
  'games',
  'lottery',
  'centre',
  'content',
  'home',
  'banners',
  'help',
  'download',
  'lobby',
  'gamePage',
  'sideMenu',
  'memberCentre',
  'agentCentre',
  'pointsMall',
  'promotions',
  'security',
  'pwa',
  'saferGambling',
  'search',
] as const;

export type Namespace = (typeof NAMESPACES)[number];

export const DEFAULT_NAMESPACE: Namespace = 'common';

export function isNamespace(value: unknown): value is Namespace {
  return typeof value === 'string' && (NAMESPACES as readonly string[]).includes(value);
}
