import { TEAM_ACCOUNT_TYPES, type TeamAccountType } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, PasswordField, TextField } from '@wl/ui-kit';
import { buildFieldSchema, withCheckPass } from '@wl/validation';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import { object, string } from 'yup';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { SelectField } from '../../../shared/centre/SelectField';
import { FormBox } from '../../../shared/centre/styles';
import { formikField } from '../../../shared/fields/formikField';
import { useValidationTranslate } from '../../../shared/fields/useValidationTranslate';
import { useGetRegisterRulesQuery } from '../../../shared/platform/api';
import { useAddTeamAccountMutation } from '../api';
import { submitting } from '../../../shared/fields/submitting';
import { OutcomeStatus, type Outcome } from '../../../shared/centre/FormOutcome';

interface AddAccountValues {
  username: string;
  password: string;
  confirmPassword: string;
  type: TeamAccountType;
}

/**
 * registerCenter (add account): a new member or sub-agent directly under the agent. The account and
 * the password follow the merchant's registration rules (`/wps/system/setting/register`: length and
 * pattern), both always required; the platform also refuses a taken account or a weak password.
 */
export function AddAccountPage() {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const { t: ta } = useTranslation('auth');
  const translate = useValidationTranslate();
  const messageOf = useApiErrorMessage();
  const rules = useGetRegisterRulesQuery();
  const [add] = useAddTeamAccountMutation();
  const [notice, setNotice] = useState<Outcome>(null);

  const schema = useMemo(() => {
    const published = rules.data;
    if (!published) return undefined;
    const required = string().trim().required(t('addAccount.required'));
    const ruled = (field: 'username' | 'password') =>
      buildFieldSchema(
        field,
        { ...published[field], enabled: true, required: true },
        { translate },
      ) ?? required;
    return object({
      username: ruled('username'),
      password: ruled('password'),
      confirmPassword: withCheckPass(
        string().required(t('addAccount.required')),
        'password',
        translate,
      ),
      type: string().oneOf(TEAM_ACCOUNT_TYPES),
    });
  }, [rules.data, translate, t]);

  const formik = useFormik<AddAccountValues>({
    initialValues: { username: '', password: '', confirmPassword: '', type: 'member' },
    validationSchema: schema,
    validateOnChange: false,
    onSubmit: async (values, helpers) => {
      setNotice(null);
      try {
        const added = await add({
          account: values.username.trim(),
          password: values.password,
          type: values.type,
        }).unwrap();
        helpers.resetForm();
        setNotice({
          text:
            added.type === 'agent'
              ? t('addAccount.addedAgent', {
                  account: added.account,
                  code: added.affiliateCode ?? '',
                })
              : t('addAccount.addedMember', { account: added.account }),
          error: false,
        });
      } catch (error) {
        setNotice({ text: messageOf(error), error: true });
      }
    },
  });

  const passwordProps = {
    showLabel: ta('login.showPassword'),
    hidePasswordLabel: ta('login.hidePassword'),
    autoComplete: 'new-password',
  };

  return (
    <CentrePage title={tc('agent.registerCenter')}>
      {rules.error ? (
        <QueryFailure error={rules.error} onRetry={() => void rules.refetch()} />
      ) : !rules.data ? (
        <RecordSkeleton rows={3} />
      ) : (
        <FormBox
          aria-label={t('addAccount.form')}
          noValidate
          onSubmit={submitting(formik.handleSubmit)}
        >
          <p>{t('addAccount.intro')}</p>
          <TextField
            label={t('addAccount.account')}
            autoComplete="off"
            hint={t('addAccount.lengthHint', {
              min: rules.data.username.minLength,
              max: rules.data.username.maxLength,
            })}
            {...formikField(formik, 'username')}
          />
          <PasswordField
            label={t('addAccount.password')}
            hint={t('addAccount.lengthHint', {
              min: rules.data.password.minLength,
              max: rules.data.password.maxLength,
            })}
            {...passwordProps}
            {...formikField(formik, 'password')}
          />
          <PasswordField
            label={t('addAccount.confirmPassword')}
            {...passwordProps}
            {...formikField(formik, 'confirmPassword')}
          />
          <SelectField
            label={t('addAccount.type')}
            name="type"
            value={formik.values.type}
            onChange={formik.handleChange}
            options={TEAM_ACCOUNT_TYPES.map((type) => ({
              value: type,
              label: t(`team.levels.${type}`),
            }))}
          />
          <OutcomeStatus outcome={notice} />
          <div>
            <Button type="submit" loading={formik.isSubmitting}>
              {t('addAccount.submit')}
            </Button>
          </div>
        </FormBox>
      )}
    </CentrePage>
  );
}
