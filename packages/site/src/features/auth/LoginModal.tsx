import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { Suspense } from 'react';
import styled from 'styled-components';
import { LoginForm } from './LoginForm';
import type { HostedModalProps } from '../../shared/ui/modals';
import { SIGNED_OUT_ELSEWHERE } from '../../shared/ui/uiSlice';
import { HostedModal } from '../../shared/ui/HostedModal';

const Elsewhere = styled.p`
  margin: 0 0 ${vars.space.md};
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
`;

function SignedOutElsewhere() {
  const { t } = useTranslation('security');
  return <Elsewhere role="alert">{t('signedOutElsewhere')}</Elsewhere>;
}

/**
 * The login modal (`modalOpened('login')`), registered in the app's ModalHost. Opened by a refused
 * token that the platform said was ended from another session, it says so first.
 */
export function LoginModal({ onClose, props }: HostedModalProps) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <HostedModal onClose={onClose} title={t('auth:login.title')} size="sm">
      {props[SIGNED_OUT_ELSEWHERE] === true && (
        <Suspense fallback={null}>
          <SignedOutElsewhere />
        </Suspense>
      )}
      <LoginForm mode="modal" />
    </HostedModal>
  );
}
