import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import type { HostedModalProps } from '../../shared/ui/modals';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { HostedModal } from '../../shared/ui/HostedModal';

const Message = styled.p`
  margin: 0;
  line-height: 1.5;
  strong {
    color: ${vars.color.primaryText};
  }
`;

/**
 * After a registration (spec registerSuccessModal). A mobile registration shows the generated
 * account (the mobile number) in the player's language; without a token it offers the login.
 */
export function RegisterSuccessModal({ onClose, props }: HostedModalProps) {
  const { t } = useTranslation('register');
  const dispatch = useAppDispatch();
  const account = typeof props.account === 'string' ? props.account : '';
  const needsLogin = props.needsLogin === true;
  const text =
    props.mobileOnly === true && account
      ? t('success.mobileAccount', { account })
      : t('success.message');
  return (
    <HostedModal
      onClose={onClose}
      title={t('success.title')}
      size="sm"
      closeName="closeDialog"
      footer={
        needsLogin ? (
          <Button fullWidth onClick={() => dispatch(modalOpened('login'))}>
            {t('login')}
          </Button>
        ) : (
          <Button fullWidth onClick={onClose}>
            {t('success.start')}
          </Button>
        )
      }
    >
      <Message>{text}</Message>
    </HostedModal>
  );
}
