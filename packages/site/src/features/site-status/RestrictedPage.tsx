import type { SiteStatus } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { ShieldEmblem, StatusPage } from './StatusPage';

export interface RestrictedPageProps {
  status: SiteStatus;
  customerServiceUrl: string;
}

/** Status 2 (IP or region restriction): the visitor's IP, info text, apology, customer service. */
export function RestrictedPage({ status, customerServiceUrl }: RestrictedPageProps) {
  const { t } = useTranslation('common');
  const ip = status.location.ip || status.regionRestriction?.ip;
  return (
    <StatusPage
      emblem={<ShieldEmblem />}
      title={t('restricted.title')}
      highlight={ip ? t('restricted.ip', { ip }) : null}
      customerServiceUrl={customerServiceUrl}
    >
      <p>{status.regionRestriction?.info.trim() || t('restricted.message')}</p>
      <p>{t('restricted.apology')}</p>
    </StatusPage>
  );
}
