import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { Button, Spinner, vars } from '@wl/ui-kit';
import { useTranslation, type TFunction } from '@wl/i18n';
import styled from 'styled-components';
import { ScreenLoadError } from './lazyScreen';

const Centred = styled.div`
  display: grid;
  place-items: center;
  gap: ${vars.space.md};
  min-height: 40vh;
  padding: ${vars.space.xl};
  text-align: center;
`;

/** A screen's loading state; also the page shell's content while the first screen loads. */
export function ScreenLoading() {
  const { t } = useTranslation('common');
  return (
    <Centred role="status" aria-live="polite">
      <Spinner />
      <span>{t('status.loading')}</span>
    </Centred>
  );
}

/** The catalogue's text for what a boundary caught: timeout, style sheet, script chunk, or anything else. */
export function loadErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ScreenLoadError)) return t('status.loadError');
  if (error.reason === 'timeout') return t('errors.timeout');
  if (error.reason === 'style') return t('errors.styleLoad');
  return t('errors.chunkLoad');
}

function ScreenFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Centred role="alert">
      <p>{loadErrorMessage(error, t)}</p>
      <Button onClick={onRetry}>{t('actions.retry')}</Button>
    </Centred>
  );
}

/** What a boundary shows instead of its screen when the screen failed. */
export type FailureView = (failure: { error: unknown; retry: () => void }) => ReactNode;

interface BoundaryProps {
  children: ReactNode;
  /** Called before the boundary clears its error: recreate failed lazy components here. */
  onRetry?: () => void;
  /** Shown while the screen loads; default: a spinner with the loading text. */
  loading?: ReactNode;
  /** Shown when the screen failed; default: the load error with a Retry button in the page. */
  failure?: FailureView;
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
    const { error } = this.state;
    if (error) {
      return this.props.failure ? (
        this.props.failure({ error, retry: this.retry })
      ) : (
        <ScreenFailed error={error} onRetry={this.retry} />
      );
    }
    return (
      <Suspense fallback={this.props.loading ?? <ScreenLoading />}>{this.props.children}</Suspense>
    );
  }
}
