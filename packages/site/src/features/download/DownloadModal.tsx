import { useTranslation } from '@wl/i18n';
import { DownloadContent } from './DownloadContent';
import type { HostedModalProps } from '../../shared/ui/modals';
import { HostedModal } from '../../shared/ui/HostedModal';

/** The `download` modal (spec downModal): Android and iOS install steps with QR codes. */
export function DownloadModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['download', 'common']);
  return (
    <HostedModal onClose={onClose} title={t('title')} size="md">
      <p>{t('intro')}</p>
      <DownloadContent />
    </HostedModal>
  );
}
