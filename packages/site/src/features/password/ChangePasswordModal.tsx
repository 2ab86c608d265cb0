import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { buildChangePasswordSchema } from '@wl/validation';
import { useFormik } from 'formik';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch } from '../../shared/store/hooks';
import { passwordChanged } from '../../shared/session/sessionSlice';
import { useSignOut } from '../../shared/session/useSignOut';
import { alertShown, modalClosed } from '../../shared/ui/uiSlice';
import { useChangePasswordMutation } from './api';
import type { HostedModalProps } from '../../shared/ui/modals';
import { useValidationTranslate } from '../../shared/fields/useValidationTranslate';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { AccountPasswordField } from '../../shared/fields/AccountPasswordField';
import { formikField } from '../../shared/fields/formikField';
import { useGetRegisterRulesQuery } from '../../shared/platform/api';
import { HostedModal } from '../../shared/ui/HostedModal';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${vars.space.sm} ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  line-height: 1.5;
`;

/**
 * The change-password modal (spec changePassModal). `props.forced`: the variant after a login with a
 * temporary or expired password, which cannot be dismissed; its only ways out are a new password or
 * signing out. Success: `passwordChanged`, member info reloaded, modal closed, `/`, success message.
 */
export function ChangePasswordModal({ onClose, props }: HostedModalProps) {
  const forced = props.forced === true;
  const { t } = useTranslation('auth');
  const { t: tCommon } = useTranslation('common');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const translate = useValidationTranslate();
  const messageOf = useApiErrorMessage();
  const { data: rules } = useGetRegisterRulesQuery();
  const [change] = useChangePasswordMutation();
  const { signOut, busy: signingOut } = useSignOut();

  const formik = useFormik({
    initialValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
    // We never store passwords, so the old one is always asked for.
    validationSchema: buildChangePasswordSchema({
      ...(rules?.password?.enabled ? { passwordRule: rules.password } : {}),
      hasStoredPassword: false,
      translate,
    }),
    onSubmit: async (values) => {
      try {
        await change(values).unwrap();
      } catch (error) {
        dispatch(alertShown({ tone: 'warning', message: messageOf(error) }));
        return;
      }
      dispatch(passwordChanged());
      dispatch(modalClosed('changePassword'));
      navigate('/');
      dispatch(alertShown({ tone: 'success', message: t('changePassword.success') }));
    },
  });

  const passwordField = (
    name: keyof typeof formik.values,
    label: string,
    placeholder: string,
    autoComplete: string,
  ) => (
    <AccountPasswordField
      label={label}
      placeholder={placeholder}
      required
      autoComplete={autoComplete}
      {...formikField(formik, name)}
    />
  );

  return (
    <HostedModal
      onClose={forced ? () => undefined : onClose}
      showClose={!forced}
      closeOnBackdrop={!forced}
      title={forced ? t('changePassword.forcedTitle') : t('changePassword.title')}
      size="sm"
      closeName="closeDialog"
    >
      <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('changePassword.title')}>
        {forced ? <Notice>{t('changePassword.forcedMessage')}</Notice> : null}
        {passwordField(
          'oldPassword',
          t('changePassword.oldPassword'),
          t('changePassword.oldPasswordPlaceholder'),
          'current-password',
        )}
        {passwordField(
          'newPassword',
          t('changePassword.newPassword'),
          t('changePassword.newPasswordPlaceholder'),
          'new-password',
        )}
        {passwordField(
          'confirmNewPassword',
          t('changePassword.confirmPassword'),
          t('changePassword.confirmPasswordPlaceholder'),
          'new-password',
        )}
        <Button type="submit" size="lg" fullWidth loading={formik.isSubmitting}>
          {t('changePassword.submit')}
        </Button>
        {forced ? (
          <Button
            type="button"
            variant="ghost"
            fullWidth
            loading={signingOut}
            onClick={() => void signOut()}
          >
            {tCommon('header.logout')}
          </Button>
        ) : null}
      </Form>
    </HostedModal>
  );
}
