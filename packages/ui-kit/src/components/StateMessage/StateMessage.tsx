import type { ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Button } from '../Button/Button';
import { AlertCircleIcon, InboxIcon } from '../Icon/icons';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.xxl} ${vars.space.lg};
  text-align: center;
  color: ${vars.color.textMuted};

  & > svg {
    color: ${vars.color.textMuted};
  }
  h3 {
    margin: 0;
    font-size: 16px;
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    font-size: 14px;
    max-width: 40ch;
  }
`;

export interface EmptyStateProps {
  title?: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

/** "Nothing here" for empty lists (no favourites, no records). */
export function EmptyState({ title = 'No data', description, icon, action }: EmptyStateProps) {
  return (
    <Box>
      {icon ?? <InboxIcon size={40} />}
      <h3>{title}</h3>
      {description ? <p>{description}</p> : null}
      {action}
    </Box>
  );
}

export interface ErrorStateProps {
  title?: string;
  /** One of the catalogue's messages, e.g. "Network link is abnormal, please try again". */
  description?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
}

/** A failed load with a retry button; announced as an alert. */
export function ErrorState({
  title = 'Something went wrong',
  description = 'Network link is abnormal, please try again',
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
}: ErrorStateProps) {
  return (
    <Box role="alert">
      <AlertCircleIcon size={40} />
      <h3>{title}</h3>
      {description ? <p>{description}</p> : null}
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {retryLabel}
        </Button>
      ) : null}
    </Box>
  );
}
