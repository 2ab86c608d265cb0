import { useEffect, useState, type ReactNode } from 'react';
import { SITE_STATUS, type SiteStatus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Loader, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useGetSiteStatusQuery } from '../../shared/platform/api';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { customerServiceUrl } from './customerService';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { LazyRoute } from '../../shared/lazy/LazyRoute';
import { PageShellTakeover } from '../../shared/shell/PageShellTakeover';
import type { StatusScreenProps } from './StatusScreen';

// Only a closed site shows these pages: they load on demand, not with every visit's first JS.
const statusScreen = lazyScreen<StatusScreenProps>(() =>
  import('./StatusScreen').then((m) => ({ default: m.StatusScreen })),
);

const Centre = styled.div`
  display: grid;
  place-items: center;
  align-content: center;
  gap: ${vars.space.lg};
  min-height: 100vh;
  min-height: 100dvh;
  padding: ${vars.space.lg};
  img {
    height: 40px;
    width: auto;
  }
`;

export interface SiteStatusGateProps {
  children: ReactNode;
  /** The host sent as `url` (tests); the page's host otherwise. */
  host?: string;
}

function currentHost(): string {
  return typeof window === 'undefined' ? '' : window.location.host;
}

/**
 * The permission call at start (`/wps/system/status?url=<host>`): status 0 shows the site, 1 the
 * maintenance page, 2 the access-restricted page. A loader while it runs; an error with retry and the
 * catalogue message when it fails, never a blank page.
 */
export function SiteStatusGate({ children, host = currentHost() }: SiteStatusGateProps) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const { data, error, isFetching, refetch } = useGetSiteStatusQuery(host);
  // Logout resets the api cache; keep the last answer so the site does not flash a loader meanwhile.
  const [known, setKnown] = useState<SiteStatus | undefined>(data);
  useEffect(() => {
    if (data) setKnown(data);
  }, [data]);
  const status = data ?? known;

  if (!status) {
    if (error && !isFetching) {
      return (
        <Centre>
          <PageShellTakeover />
          <img src={brand.assets.logo} alt={brand.name} width={160} height={40} />
          <QueryFailure
            title={t('siteStatus.failed')}
            error={error}
            onRetry={() => void refetch()}
          />
        </Centre>
      );
    }
    return (
      <Centre>
        <Loader size={40} label={t('siteStatus.checking')} />
      </Centre>
    );
  }

  if (status.status === SITE_STATUS.maintenance || status.status === SITE_STATUS.restricted) {
    const props = {
      status,
      customerServiceUrl: customerServiceUrl(brand, status.info?.customerService),
    };
    return (
      <>
        <PageShellTakeover />
        <LazyRoute screen={statusScreen} props={props} />
      </>
    );
  }
  return children;
}
