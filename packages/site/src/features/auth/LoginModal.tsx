import { useTranslation } from '@wl/i18n';
import { Modal } from '@wl/ui-kit';
import { LoginForm } from './LoginForm';
import type { HostedModalProps } from '../../shared/ui/modals';

/** The login modal (`modalOpened('login')`), registered in the app's ModalHost. */
export function LoginModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('auth:login.title')}
      size="sm"
      closeLabel={t('common:actions.close')}
    >
      <LoginForm mode="modal" />
    </Modal>
  );
}
