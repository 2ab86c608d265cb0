import { SITE_STATUS } from '@wl/api-client';
import { MaintenancePage, type MaintenancePageProps } from './MaintenancePage';
import { RestrictedPage } from './RestrictedPage';

export type StatusScreenProps = MaintenancePageProps;

/** The page for a site that is not open: maintenance (status 1) or access restricted (status 2). */
export function StatusScreen(props: StatusScreenProps) {
  return props.status.status === SITE_STATUS.maintenance ? (
    <MaintenancePage {...props} />
  ) : (
    <RestrictedPage {...props} />
  );
}
