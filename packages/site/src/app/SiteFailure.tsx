import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { loadErrorMessage } from '../shared/lazy/ScreenBoundary';
import { ScreenLoadError } from '../shared/lazy/lazyScreen';
import { usePageShellTakeover } from '../shared/shell/pageShell';

const Page = styled.main`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${vars.space.md};
  min-height: 100vh;
  padding: ${vars.space.xl};
  text-align: center;
  h1 {
    margin: 0;
    font-size: 20px;
  }
`;

/** The whole site failed: the catalogue's message and a reload, never a blank page. */
export function SiteFailed({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  usePageShellTakeover();
  const message =
    error instanceof ScreenLoadError ? loadErrorMessage(error, t) : t('errors.unknown');
  return (
    <Page>
      <div role="alert">
        <h1>{t('status.loadError')}</h1>
        <p>{message}</p>
      </div>
      <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
    </Page>
  );
}

/** The router's error element: what a route threw, instead of React Router's default error screen. */
export function RouteFailed() {
  return <SiteFailed error={useRouteError()} />;
}

/** Above the router: anything the router or the site-status gate throws ends here, not in a blank page. */
export class SiteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Site failed', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <SiteFailed error={this.state.error} /> : this.props.children;
  }
}
