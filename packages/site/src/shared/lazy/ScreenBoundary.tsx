import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spinner, vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import styled from 'styled-components';
import { ScreenLoadError } from './lazyScreen';

const Centered = styled.div`
  display: grid;
  place-items: center;
  gap: ${vars.space.md};
  min-height: 40vh;
  padding: ${vars.space.xl};
  text-align: center;
`;

function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <Centered role="status" aria-live="polite">
      <Spinner />
      <span>{t('status.loading')}</span>
    </Centered>
  );
}

function ScreenFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const message =
    error instanceof ScreenLoadError
      ? error.reason === 'timeout'
        ? t('errors.timeout')
        : t('errors.chunkLoad')
      : t('status.loadError');
  return (
    <Centered role="alert">
      <p>{message}</p>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </Centered>
  );
}

interface BoundaryProps {
  children: ReactNode;
  /** Called before the boundary clears its error: recreate failed lazy components here. */
  onRetry?: () => void;
}

/** Loading state, error boundary and retry around a lazily loaded screen. */
export class ScreenBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Screen failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return <ScreenFailed error={this.state.error} onRetry={this.retry} />;
    return <Suspense fallback={<ScreenLoading />}>{this.props.children}</Suspense>;
  }
}
