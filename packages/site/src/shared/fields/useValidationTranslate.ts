import { useCallback } from 'react';
import { useTranslation } from '@wl/i18n';
import type { Translate } from '@wl/validation';

/** i18next's `t` of the validation namespace as the translate function @wl/validation expects. */
export function useValidationTranslate(): Translate {
  const { t } = useTranslation('validation');
  return useCallback<Translate>(
    (key, defaultValue, params) => t(key, { defaultValue, ...params }),
    [t],
  );
}
