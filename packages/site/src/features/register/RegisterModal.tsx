import { useTranslation } from '@wl/i18n';
import type { HostedModalProps } from '../../shared/ui/modals';
import { RegisterForm } from './RegisterForm';
import { HostedModal } from '../../shared/ui/HostedModal';

/** The registration modal (spec registerModal): the form with the login link. */
export function RegisterModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation('register');
  return (
    <HostedModal onClose={onClose} title={t('title')} size="md" closeName="closeDialog">
      <RegisterForm variant="modal" />
    </HostedModal>
  );
}
