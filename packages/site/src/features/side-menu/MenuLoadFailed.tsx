import { useTranslation } from '@wl/i18n';
import { RefreshIcon, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { rowStyles } from './menuStyles';

const Failure = styled.li`
  padding: ${vars.space.sm};
  color: ${vars.color.textMuted};
  font-size: 13px;
  .failure {
    display: grid;
    gap: ${vars.space.xs};
  }
  p {
    margin: 0;
  }
`;

const RetryButton = styled.button<{ $mini: boolean }>`
  ${rowStyles}
  border: 1px solid ${vars.color.border};
`;

interface MenuLoadFailedProps {
  mini: boolean;
  /** The catalogue's message for what failed. */
  message: string;
  onRetry: () => void;
}

/**
 * A menu part that did not load: a list item with the message and a retry. The message is always in
 * the alert, so it is read out in both forms; the mini form shows only the retry icon, with the
 * message as its tooltip.
 */
export function MenuLoadFailed({ mini, message, onRetry }: MenuLoadFailedProps) {
  const { t } = useTranslation('common');
  return (
    <Failure>
      <div role="alert" className="failure">
        <p className={mini ? 'wl-visually-hidden' : undefined}>{message}</p>
        <RetryButton
          type="button"
          $mini={mini}
          onClick={onRetry}
          aria-label={mini ? t('actions.retry') : undefined}
          title={mini ? message : undefined}
        >
          <RefreshIcon size={18} />
          {!mini && <span className="label">{t('actions.retry')}</span>}
        </RetryButton>
      </div>
    </Failure>
  );
}
