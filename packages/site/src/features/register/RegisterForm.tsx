import { useMemo, useState } from 'react';
import type { RegisterField, RegisterRules } from '@wl/api-client';
import { Trans, useTranslation } from '@wl/i18n';
import { Button, Checkbox, ErrorState, Loader, Tabs, TextField, vars } from '@wl/ui-kit';
import { DEFAULT_CONFIRM_AGE, memoizedRegisterSchema, type RegisterMode } from '@wl/validation';
import { useFormik } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useFormFlags } from '../../shared/platform/useFormFlags';
import { useBrand } from '../../shared/brand/BrandContext';
import { AccountPasswordField } from '../../shared/fields/AccountPasswordField';
import { FormikCaptchaField } from '../../shared/fields/CaptchaField';
import { useCaptcha } from '../../shared/fields/useCaptcha';
import { SocialSignInButtons } from '../../shared/session/identity/SocialSignInButtons';
import { useSmsCodeSender } from '../../shared/fields/useSmsCodeSender';
import { MobileNumberField } from '../../shared/fields/MobileNumberField';
import { SmsCodeField } from '../../shared/fields/SmsCodeField';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { useGetRegisterRulesQuery } from '../../shared/platform/api';
import { affiliateCodeFromUrl, type RegisterValues } from './buildRegisterRequest';
import {
  FIELD_INPUT,
  isRequired,
  PASSWORD_FIELDS,
  registerTabs,
  rulesForTab,
  shownFields,
  smsVerificationApplies,
  type FieldSettings,
  tabMode,
  type RegisterTab,
} from './registerFields';
import { useRegistration } from './useRegistration';
import { useValidationTranslate } from '../../shared/fields/useValidationTranslate';
import { formikCheckbox, formikField } from '../../shared/fields/formikField';

export type RegisterVariant = 'modal' | 'page';

const Form = styled.form`
  display: grid;
  gap: ${vars.space.md};
`;

const Checks = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  a {
    color: ${vars.color.primaryText};
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${vars.space.sm};
  > * {
    flex: 1;
  }
`;

/** Two tab labels side by side on a 390 px phone: let them shrink and wrap instead of overflowing. */
const TabsFit = styled.div`
  [role='tab'] {
    min-width: 0;
    padding: 0 ${vars.space.sm};
    white-space: normal;
    line-height: 1.2;
  }
`;

const LoginLine = styled.p`
  margin: 0;
  text-align: center;
  color: ${vars.color.textMuted};
`;

const LinkButton = styled.button`
  padding: 0 ${vars.space.xs};
  border: 0;
  background: none;
  color: ${vars.color.primaryText};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  text-decoration: underline;
`;

function initialValues(search: string): RegisterValues {
  return {
    username: '',
    password: '',
    confirmPassword: '',
    payeeName: '',
    email: '',
    qqNum: '',
    mobileNum: '',
    paymentPassword: '',
    line: '',
    whatsapp: '',
    zalo: '',
    facebook: '',
    wechat: '',
    idNumber: '',
    affiliateCode: affiliateCodeFromUrl(search),
    captcha: '',
    verificationCode: '',
    // Filled by the mobile number field with the first listed country until the player picks one.
    countryDialingCode: '',
    agreeTerms: false,
    confirmAge: false,
  };
}

interface FormBodyProps {
  tab: RegisterTab;
  mode: RegisterMode;
  rules: RegisterRules;
  variant: RegisterVariant;
  smsFlag: boolean;
}

function RegisterFormBody({ tab, mode, rules, variant, smsFlag }: FormBodyProps) {
  const { t } = useTranslation('register');
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const translate = useValidationTranslate();
  const age = brand.ageConfirmationYears ?? DEFAULT_CONFIRM_AGE;
  const settings: FieldSettings = useMemo(
    () => ({ mode, smsVerification: smsVerificationApplies(rules, mode, smsFlag) }),
    [mode, rules, smsFlag],
  );
  const fields = useMemo(() => shownFields(rules, settings), [rules, settings]);
  const schema = memoizedRegisterSchema(rules, { ...settings, confirmAge: age, translate });
  const captchaShown = fields.includes('captcha');
  const captcha = useCaptcha({ enabled: captchaShown });
  const sendCode = useSmsCodeSender(tab === 'mobile' ? 'registerMobile' : 'register');
  const { search } = useLocation();
  const submitRegistration = useRegistration({
    tab,
    mode,
    fields,
    captcha,
    search,
  });

  const formik = useFormik<RegisterValues>({
    initialValues: initialValues(search),
    validationSchema: schema,
    validateOnBlur: true,
    validateOnChange: true,
    onSubmit: submitRegistration,
  });

  const fieldProps = (field: RegisterField) => ({
    ...formikField(formik, field),
    label: t(`fields.${field}.label`),
    placeholder: t(`fields.${field}.placeholder`),
    required: isRequired(field, rules, settings),
    autoComplete: FIELD_INPUT[field]?.autoComplete ?? 'off',
    ...(FIELD_INPUT[field]?.type ? { type: FIELD_INPUT[field].type } : {}),
    ...(FIELD_INPUT[field]?.inputMode ? { inputMode: FIELD_INPUT[field].inputMode } : {}),
  });

  const renderField = (field: RegisterField) => {
    if (field === 'captcha') {
      return <FormikCaptchaField key={field} formik={formik} captcha={captcha} />;
    }
    if (PASSWORD_FIELDS.has(field)) {
      return <AccountPasswordField key={field} {...fieldProps(field)} />;
    }
    if (field === 'mobileNum') {
      return (
        <MobileNumberField
          key={field}
          formik={formik}
          required={isRequired(field, rules, settings)}
        />
      );
    }
    if (field === 'verificationCode') {
      return (
        <SmsCodeField
          key={field}
          formik={formik}
          send={sendCode}
          required={isRequired(field, rules, settings)}
        />
      );
    }
    return <TextField key={field} {...fieldProps(field)} />;
  };

  return (
    <Form noValidate onSubmit={formik.handleSubmit} aria-label={t('title')}>
      {fields.map(renderField)}
      <Checks>
        <Checkbox
          {...formikCheckbox(formik, 'agreeTerms')}
          label={
            <Trans
              t={t}
              i18nKey="terms"
              components={{ terms: <Link to="/help" target="_blank" rel="noopener" /> }}
            />
          }
        />
        <Checkbox {...formikCheckbox(formik, 'confirmAge')} label={t('ageConfirm', { age })} />
      </Checks>
      <Actions>
        {variant === 'page' ? (
          <Button type="button" variant="secondary" size="lg" onClick={() => formik.resetForm()}>
            {t('reset')}
          </Button>
        ) : null}
        <Button type="submit" size="lg" fullWidth loading={formik.isSubmitting}>
          {formik.isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </Actions>
      {variant === 'modal' ? (
        <LoginLine>
          {t('haveAccount')}
          <LinkButton type="button" onClick={() => dispatch(modalOpened('login'))}>
            {t('login')}
          </LinkButton>
        </LoginLine>
      ) : null}
      <SocialSignInButtons withDivider />
    </Form>
  );
}

/**
 * The registration form (modal or page): username and mobile tabs by flag, every field per the
 * server's rules, terms and age confirmation, then the registration flow of `useRegistration`.
 */
/** One rules object per server answer and flag, so the memoised schema of the mobile tab is built once. */
const mobileRulesCache = new WeakMap<RegisterRules, Map<boolean, RegisterRules>>();
function mobileRules(rules: RegisterRules, withPassword: boolean): RegisterRules {
  let byFlag = mobileRulesCache.get(rules);
  if (!byFlag) mobileRulesCache.set(rules, (byFlag = new Map()));
  let forMobile = byFlag.get(withPassword);
  if (!forMobile)
    byFlag.set(
      withPassword,
      (forMobile = rulesForTab(rules, 'mobile', { MOBILENUMPASSREG3: withPassword })),
    );
  return forMobile;
}

export function RegisterForm({ variant }: { variant: RegisterVariant }) {
  // 'auth' as well: the fields (captcha, social sign-in) read it. Loaded with the form's first render,
  // it never suspends the page again after its heading has painted (a flash back to the spinner).
  const { t } = useTranslation(['register', 'auth']);
  const { t: tCommon } = useTranslation('common');
  const { flags, pending } = useFormFlags();
  const rulesQuery = useGetRegisterRulesQuery();
  const tabs = registerTabs(flags);
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen !== null && tabs.includes(chosen) ? chosen : (tabs[0] ?? 'username');

  // The rules first, as before the flags: a flags failure shows once the rules have settled too.
  if (rulesQuery.isLoading) return <Loader label={tCommon('status.loading')} />;
  if (pending) return pending;
  if (!rulesQuery.data) {
    return (
      <ErrorState
        title={tCommon('status.loadError')}
        description={tCommon('errors.network')}
        retryLabel={tCommon('actions.retry')}
        onRetry={() => void rulesQuery.refetch()}
        retrying={rulesQuery.isFetching}
      />
    );
  }
  const rules = rulesQuery.data;
  const body = (id: RegisterTab) => (
    <RegisterFormBody
      key={id}
      tab={id}
      mode={tabMode(id)}
      rules={id === 'mobile' ? mobileRules(rules, flags.MOBILENUMPASSREG3) : rules}
      variant={variant}
      smsFlag={flags.REGMOBVERF3}
    />
  );
  if (tabs.length < 2) return body(tab);
  return (
    <TabsFit>
      <Tabs
        label={t('title')}
        fullWidth
        value={tab}
        onChange={(id) => setChosen(id as RegisterTab)}
        items={tabs.map((id) => ({ id, label: t(`tabs.${id}`), content: body(id) }))}
      />
    </TabsFit>
  );
}
