import { ErrorState } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import { useApiErrorMessage } from './useApiErrorMessage';

export interface QueryFailureProps {
  error: unknown;
  onRetry: () => void;
  /** Defaults to the common "could not load" title. */
  title?: string;
}

/** What a screen shows when its data call failed: the catalogue message and a retry button. */
export function QueryFailure({ error, onRetry, title }: QueryFailureProps) {
  const { t } = useTranslation('common');
  const messageOf = useApiErrorMessage();
  return (
    <ErrorState
      title={title ?? t('status.loadError')}
      description={messageOf(error)}
      retryLabel={t('actions.retry')}
      onRetry={onRetry}
    />
  );
}
