import { useTranslation } from '@wl/i18n';
import { Modal } from '@wl/ui-kit';
import { LoginForm } from './LoginForm';

export interface LoginModalProps {
  onClose: () => void;
}

/** The login modal (`modalOpened('login')`), registered in the app's ModalHost. */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <Modal open onClose={onClose} title={t('auth:login.title')} size="sm" closeLabel={t('common:actions.close')}>
      <LoginForm mode="modal" />
    </Modal>
  );
}
