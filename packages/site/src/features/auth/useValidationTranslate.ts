import { useCallback } from 'react';
import { useTranslation } from '@wl/i18n';

/** The `translate(key, defaultText, params)` of @wl/validation, bound to the `validation` namespace. */
export function useValidationTranslate() {
  const { t } = useTranslation('validation');
  return useCallback(
    (key: string, defaultValue: string, params?: Record<string, unknown>) => t(key, { defaultValue, ...params }),
    [t],
  );
}
