import { useCallback } from 'react';
import type { Translate as CatalogueTranslate } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import type { Translate } from '@wl/validation';

/** i18next's `t` of the validation namespace as the translate function @wl/validation expects. */
export function useValidationTranslate(): Translate {
  const { t } = useTranslation('validation');
  return useCallback<Translate>((key, defaultValue, params) => t(key, { defaultValue, ...params }), [t]);
}

/** The error catalogue (network, timeout, unknown) in the player's language, for `describeApiError`. */
export function useCatalogueTranslate(): CatalogueTranslate {
  const { t } = useTranslation('common');
  return useCallback<CatalogueTranslate>((key, defaultValue) => t(key, { defaultValue }), [t]);
}
