import { useTranslation } from '@wl/i18n';
import { Dialog } from '@wl/ui-kit';
import type { HostedModalProps } from '../shared/ui/modals';
import type { AlertDialog as AlertState } from '../shared/ui/uiSlice';

/** The warning a trial user gets on a protected action (spec: 'need true account'). */
export function RealAccountDialog({ onClose }: HostedModalProps) {
  const { t } = useTranslation('common');
  return (
    <Dialog
      open
      tone="warning"
      title={t('access.realAccountTitle')}
      text={t('access.realAccountRequired')}
      okLabel={t('actions.confirm')}
      onOk={onClose}
    />
  );
}

/** The warning / notice dialog over everything (invalid invitation code, SMS send failure, success texts). */
export function AlertDialog({ alert, onOk }: { alert: AlertState; onOk: () => void }) {
  const { t } = useTranslation('common');
  const title = alert.title ?? t(`dialog.${alert.tone === 'info' ? 'notice' : alert.tone}`);
  const tone = alert.tone === 'warning' || alert.tone === 'error' ? 'warning' : 'info';
  return (
    <Dialog
      open
      tone={tone}
      title={title}
      text={alert.message}
      okLabel={t('actions.ok')}
      onOk={onOk}
    />
  );
}
