import { useCallback } from 'react';
import { isApiError, type RegisterField } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import type { RegisterMode } from '@wl/validation';
import { useCompleteSignIn } from '../../shared/session/useCompleteSignIn';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { useSliderVerification } from '../../shared/fields/SliderVerificationProvider';
import { useAppDispatch } from '../../shared/store/hooks';
import { alertShown, modalOpened } from '../../shared/ui/uiSlice';
import { useLazyCheckAffiliateCodeQuery, useRegisterMutation, type RegisterCall } from './api';
import { buildRegisterRequest, type RegisterValues } from './buildRegisterRequest';

export interface RegistrationOptions {
  /** Which tab: decides the call (register or register/mobile). */
  tab: RegisterCall;
  mode: RegisterMode;
  fields: readonly RegisterField[];
  captcha: { key: string; refresh: () => void };
  /** The page's query (invitation and referral codes). */
  search: string;
}

/** What the success modal shows: the account, and whether it was generated from the mobile number. */
export interface RegisterSuccessProps extends Record<string, string | boolean> {
  account: string;
  mobileOnly: boolean;
  /** The registration answered no token: the success modal offers the login instead. */
  needsLogin: boolean;
}

/**
 * The registration flow: an entered invitation code is checked first (failure: the
 * 'Invalid invitation code' warning); without a captcha the slider verification runs; then the
 * registration call; on success the shared sign-in completion (session, member info, modal closed,
 * `/`) and the success modal. A refusal shows the server's message and asks for a new captcha.
 */
export function useRegistration({ tab, mode, fields, captcha, search }: RegistrationOptions) {
  const { t } = useTranslation('register');
  const messageOf = useApiErrorMessage();
  const dispatch = useAppDispatch();
  const verify = useSliderVerification();
  const completeSignIn = useCompleteSignIn();
  const [checkAffiliate] = useLazyCheckAffiliateCodeQuery();
  const [register] = useRegisterMutation();

  return useCallback(
    async (values: RegisterValues) => {
      const warn = (message: string) => dispatch(alertShown({ tone: 'warning', message }));
      const affiliateCode = values.affiliateCode.trim();
      if (fields.includes('affiliateCode') && affiliateCode !== '') {
        const answer = await checkAffiliate({
          code: affiliateCode,
          domain: window.location.hostname,
        });
        if (!answer.data?.valid) {
          warn(t('errors.invalidInvitationCode'));
          return;
        }
      }
      let verification;
      if (!fields.includes('captcha')) {
        verification = await verify();
        if (!verification) return;
      }
      const request = buildRegisterRequest(values, {
        mode,
        fields,
        captchaKey: captcha.key,
        ...(verification ? { verification } : {}),
        location: { href: window.location.href, hostname: window.location.hostname, search },
      });
      let answer;
      try {
        answer = await register({ call: tab, request }).unwrap();
      } catch (error) {
        if (fields.includes('captcha')) captcha.refresh();
        warn(isApiError(error) ? messageOf(error) : t('errors.failed'));
        return;
      }
      const success: RegisterSuccessProps = {
        account: answer.account,
        mobileOnly: mode === 'mobile',
        needsLogin: !answer.token,
      };
      if (answer.token) {
        const outcome = await completeSignIn(
          {
            token: answer.token,
            username: answer.account,
            firstTimeLogin: answer.firstTimeLogin,
            passwordExpired: answer.passwordExpired,
          },
          'register',
        );
        if (outcome !== 'signedIn') return;
      }
      dispatch(modalOpened({ name: 'registerSuccess', props: success }));
    },
    [
      captcha,
      checkAffiliate,
      completeSignIn,
      dispatch,
      fields,
      mode,
      tab,
      register,
      search,
      t,
      messageOf,
      verify,
    ],
  );
}
