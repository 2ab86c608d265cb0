import { useTranslation } from '@wl/i18n';
import type { ReactNode } from 'react';
import { CentrePage } from '../../../shared/centre/CentrePage';
import type { CentreEntryId } from '../entries';

/**
 * A member-centre page, titled as its menu entry (`centre:member.<id>`) so the two never differ:
 * every page translated its own title from the centre's texts.
 */
export function MemberPage({
  entry,
  actions,
  children,
}: {
  entry: CentreEntryId;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation('centre');
  return (
    <CentrePage title={t(`member.${entry}`)} actions={actions}>
      {children}
    </CentrePage>
  );
}
