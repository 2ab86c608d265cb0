import { useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, Tabs, TextField, vars } from '@wl/ui-kit';
import { buildForgotByEmailSchema, buildForgotByPhoneSchema } from '@wl/validation';
import { useFormik, type FormikProps } from 'formik';
import styled from 'styled-components';
import { useCompleteSignIn } from '../../shared/session/useCompleteSignIn';
import { useWhitelabelFlags } from '../../shared/platform/whitelabelFlags';
import { useSmsCodeSender } from '../../shared/fields/useSmsCodeSender';
import { useAppDispatch } from '../../shared/store/hooks';
import { alertShown, modalClosed, modalOpened } from '../../shared/ui/uiSlice';
import { useForgotPasswordByEmailMutation, useResetPasswordByPhoneMutation } from './api';
import type { HostedModalProps } from '../../shared/ui/modals';
import { useValidationTranslate } from '../../shared/fields/useValidationTranslate';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { AccountPasswordField } from '../../shared/fields/AccountPasswordField';
import { formikField } from '../../shared/fields/formikField';
import { dialingDigits } from '../../shared/fields/mobile';
import { MobileNumberField } from '../../shared/fields/MobileNumberField';
import { SmsCodeField } from '../../shared/fields/SmsCodeField';
import { useGetRegisterRulesQuery } from '../../shared/platform/api';
import { HostedModal } from '../../shared/ui/HostedModal';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

export type ForgotType = 'email' | 'mobile';

/** Spec: the mobile option shows only when both CHNGPASSMAIL3 and CHNGPASSVERIF3 are on; email is the default. */
export function forgotTypes(flags: {
  CHNGPASSMAIL3: boolean;
  CHNGPASSVERIF3: boolean;
}): ForgotType[] {
  return flags.CHNGPASSMAIL3 && flags.CHNGPASSVERIF3 ? ['email', 'mobile'] : ['email'];
}

/** Either way's form: its fields, then the one submit button. */
function ForgotForm({
  formik,
  children,
}: {
  formik: Pick<FormikProps<unknown>, 'handleSubmit' | 'isSubmitting'>;
  children: ReactNode;
}) {
  const { t } = useTranslation('auth');
  return (
    <Form noValidate onSubmit={formik.handleSubmit}>
      {children}
      <Button type="submit" size="lg" fullWidth loading={formik.isSubmitting}>
        {t('forgot.submit')}
      </Button>
    </Form>
  );
}

function ByEmailForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const translate = useValidationTranslate();
  const messageOf = useApiErrorMessage();
  const { data: rules } = useGetRegisterRulesQuery();
  const [send] = useForgotPasswordByEmailMutation();
  const formik = useFormik({
    initialValues: { username: '', email: '' },
    validationSchema: buildForgotByEmailSchema({ rules: rules ?? {}, translate }),
    onSubmit: async (values) => {
      try {
        await send({ username: values.username.trim(), email: values.email.trim() }).unwrap();
      } catch (error) {
        dispatch(alertShown({ tone: 'warning', message: messageOf(error) }));
        return;
      }
      dispatch(modalClosed('forgotPassword'));
      dispatch(alertShown({ tone: 'success', message: t('forgot.emailSent') }));
    },
  });
  return (
    <ForgotForm formik={formik}>
      <TextField
        label={t('forgot.username')}
        placeholder={t('forgot.usernamePlaceholder')}
        required
        autoComplete="username"
        {...formikField(formik, 'username')}
      />
      <TextField
        type="email"
        inputMode="email"
        label={t('forgot.email')}
        placeholder={t('forgot.emailPlaceholder')}
        required
        autoComplete="email"
        {...formikField(formik, 'email')}
      />
    </ForgotForm>
  );
}

function ByMobileForm() {
  const { t } = useTranslation('auth');
  const dispatch = useAppDispatch();
  const translate = useValidationTranslate();
  const messageOf = useApiErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const { data: rules } = useGetRegisterRulesQuery();
  const sendCode = useSmsCodeSender('forgotPassword');
  const [reset] = useResetPasswordByPhoneMutation();
  const formik = useFormik({
    initialValues: { countryDialingCode: '', mobileNum: '', verificationCode: '', newPassword: '' },
    validationSchema: buildForgotByPhoneSchema({ rules: rules ?? {}, translate }),
    onSubmit: async (values) => {
      let answer;
      try {
        answer = await reset({
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: dialingDigits(values.countryDialingCode),
          verificationCode: values.verificationCode.trim(),
          newPassword: values.newPassword,
        }).unwrap();
      } catch (error) {
        dispatch(alertShown({ tone: 'warning', message: messageOf(error) }));
        return;
      }
      if (answer?.token) {
        // The platform signed the player in with the new password: straight to `/`.
        const username = answer.username ?? answer.account;
        await completeSignIn(
          username ? { token: answer.token, username } : { token: answer.token },
          'resetByPhone',
        );
        return;
      }
      dispatch(modalOpened('login'));
      dispatch(alertShown({ tone: 'success', message: t('forgot.resetSuccess') }));
    },
  });
  return (
    <ForgotForm formik={formik}>
      <MobileNumberField formik={formik} />
      <SmsCodeField formik={formik} send={sendCode} />
      <AccountPasswordField
        label={t('forgot.newPassword')}
        placeholder={t('forgot.newPasswordPlaceholder')}
        required
        autoComplete="new-password"
        {...formikField(formik, 'newPassword')}
      />
    </ForgotForm>
  );
}

/** The forgot-password modal (spec forgetPassModal): by email, or by mobile when both flags are on. */
export function ForgotPasswordModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation('auth');
  const { flags } = useWhitelabelFlags();
  const types = forgotTypes(flags);
  const [chosen, setChosen] = useState<ForgotType>('email');
  const type = types.includes(chosen) ? chosen : 'email';
  const form = (id: ForgotType) =>
    id === 'email' ? <ByEmailForm key="email" /> : <ByMobileForm key="mobile" />;
  return (
    <HostedModal onClose={onClose} title={t('forgot.title')} size="sm" closeName="closeDialog">
      {types.length > 1 ? (
        <Tabs
          label={t('forgot.type')}
          fullWidth
          value={type}
          onChange={(id) => setChosen(id as ForgotType)}
          items={types.map((id) => ({
            id,
            label: id === 'email' ? t('forgot.byEmail') : t('forgot.byMobile'),
            content: form(id),
          }))}
        />
      ) : (
        form('email')
      )}
    </HostedModal>
  );
}
