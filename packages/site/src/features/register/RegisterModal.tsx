import { useTranslation } from '@wl/i18n';
import { Modal } from '@wl/ui-kit';
import type { HostedModalProps } from '../../shared/ui/modals';
import { RegisterForm } from './RegisterForm';

/** The registration modal (spec registerModal): the form with the login link. */
export function RegisterModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation('register');
  const { t: tCommon } = useTranslation('common');
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      size="md"
      closeLabel={tCommon('a11y.closeDialog')}
    >
      <RegisterForm variant="modal" />
    </Modal>
  );
}
