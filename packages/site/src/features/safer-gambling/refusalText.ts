import {
  isApiError,
  isRgErrorCode,
  type RgExclusionRefusal,
  type RgLimitRefusal,
} from '@wl/api-client';
import { currentLanguage, formatCurrency, formatDateTime, type I18n } from '@wl/i18n';

/** The namespace of safer gambling's texts, its refusals' catalogue among them. */
export const SAFER_GAMBLING_NAMESPACE = 'saferGambling';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * A safer-gambling refusal (a limit reached, a time-out, a self-exclusion, ...) in the player's
 * language, with its amounts and times formatted for it: what remains and when the period resets,
 * until when the player is out. Undefined for any other error, and until the namespace has loaded
 * (it is asked for then: the platform's own English text stands in meanwhile).
 */
export function saferGamblingRefusal(error: unknown, i18n: I18n): string | undefined {
  if (!isApiError(error) || !isRgErrorCode(error.code)) return undefined;
  if (!i18n.hasLoadedNamespace(SAFER_GAMBLING_NAMESPACE)) {
    void i18n.loadNamespaces(SAFER_GAMBLING_NAMESPACE);
    return undefined;
  }
  const language = currentLanguage(i18n);
  const time = (at: unknown) => (typeof at === 'number' ? formatDateTime(at, language) : '');
  const money = (amount: unknown) =>
    typeof amount === 'number' ? formatCurrency(amount, language) : '';
  const t = (key: string, values: Record<string, string> = {}) =>
    i18n.t(`${SAFER_GAMBLING_NAMESPACE}:${key}`, { ...values, defaultValue: error.message });
  const value = isObject(error.value) ? error.value : {};
  switch (error.code) {
    case 'RG_DEPOSIT_LIMIT':
    case 'RG_PLAY_LIMIT': {
      const limit = value as Partial<RgLimitRefusal>;
      return t(`refusals.${error.code}`, {
        period: t(`periodAdjective.${limit.period ?? 'day'}`),
        kind: t(`kindNoun.${limit.kind ?? 'deposit'}`),
        remaining: money(limit.remaining),
        resetsAt: time(limit.resetsAt),
      });
    }
    case 'RG_SELF_EXCLUDED': {
      const exclusion = value as Partial<RgExclusionRefusal>;
      if (typeof exclusion.returnsAt === 'number')
        return t('refusals.RG_SELF_EXCLUDED_returns', { returnsAt: time(exclusion.returnsAt) });
      if (exclusion.canAskToReturn) return t('refusals.RG_SELF_EXCLUDED_ask');
      if (exclusion.endsAt === null) return t('refusals.RG_SELF_EXCLUDED_indefinite');
      return t('refusals.RG_SELF_EXCLUDED', { endsAt: time(exclusion.endsAt) });
    }
    case 'RG_TIMED_OUT':
    case 'RG_EXCLUSION_NOT_ENDED':
      return t(`refusals.${error.code}`, { endsAt: time(value.endsAt) });
    case 'RG_CHANGE_NOT_DUE':
      return t('refusals.RG_CHANGE_NOT_DUE', { effectiveAt: time(value.effectiveAt) });
    default:
      return t('refusals.RG_NOT_OFFERED');
  }
}
