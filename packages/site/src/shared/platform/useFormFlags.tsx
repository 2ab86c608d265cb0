import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Loader } from '@wl/ui-kit';
import { QueryFailure } from '../api/QueryFailure';
import { useWhitelabelFlags, type WhitelabelFlags } from './whitelabelFlags';

/**
 * The flags of a form they shape (tabs, fields), and `pending`: what to draw instead until they
 * arrived. Rendering before would remount the form under the player's fingers and drop what was
 * typed; rendering after a failure would mount new readers of the failed call, each asking again, so
 * a failure shows the catalogue message and a retry.
 */
export function useFormFlags(): { flags: WhitelabelFlags; pending: ReactNode } {
  const { t } = useTranslation('common');
  const { flags, isLoading, error, refetch } = useWhitelabelFlags();
  let pending: ReactNode = null;
  if (isLoading) pending = <Loader label={t('status.loading')} />;
  else if (error) pending = <QueryFailure error={error} onRetry={() => void refetch()} />;
  return { flags, pending };
}
