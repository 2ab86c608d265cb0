import { useTranslation } from '@wl/i18n';
import { Modal } from '@wl/ui-kit';
import { DownloadContent } from './DownloadContent';
import type { HostedModalProps } from '../../shared/ui/modals';

/** The `download` modal (spec downModal): Android and iOS install steps with QR codes. */
export function DownloadModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['download', 'common']);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      size="md"
      closeLabel={t('common:actions.close')}
    >
      <p>{t('intro')}</p>
      <DownloadContent />
    </Modal>
  );
}
