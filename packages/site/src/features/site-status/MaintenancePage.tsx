import type { SiteStatus } from '@wl/api-client';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { StatusPage, WrenchEmblem } from './StatusPage';

export interface MaintenancePageProps {
  status: SiteStatus;
  customerServiceUrl: string;
}

/** Status 1: title, optional end time in the player's language, info text, customer service. */
export function MaintenancePage({ status, customerServiceUrl }: MaintenancePageProps) {
  const { t } = useTranslation('common');
  const { language } = useLanguage();
  const maintenance = status.maintenance;
  const end = maintenance?.endTime ?? status.maintenanceEnd;
  const endText = end ? formatDateTime(end, language) : '';
  return (
    <StatusPage
      emblem={<WrenchEmblem />}
      title={maintenance?.title.trim() || t('maintenance.title')}
      highlight={endText ? t('maintenance.endTime', { time: endText }) : null}
      customerServiceUrl={customerServiceUrl}
    >
      <p>{maintenance?.info.trim() || t('maintenance.message')}</p>
      <p>{t('maintenance.apology')}</p>
    </StatusPage>
  );
}
