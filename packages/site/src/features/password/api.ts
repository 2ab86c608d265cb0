import {
  baseApi,
  type ChangePasswordRequest,
  type ForgotPasswordEmailRequest,
  type ResetPasswordByPhoneRequest,
  PASSWORD_PATHS,
} from '@wl/api-client';
import { startsSession } from '../../shared/session/api';

/** What a reset by phone answers: a session (the player is signed in) or nothing (log in again). */
export interface ResetByPhoneAnswer {
  token?: string | null;
  account?: string;
  username?: string;
}

/** Password recovery and change calls (the password rule comes from `shared/platform`'s registration rules). */
export const passwordApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPasswordByEmail: build.mutation<unknown, ForgotPasswordEmailRequest>({
      query: (form) => ({
        url: PASSWORD_PATHS.forgotPasswordEmail,
        method: 'POST',
        form: { ...form },
        auth: false,
      }),
    }),
    resetPasswordByPhone: build.mutation<ResetByPhoneAnswer | null, ResetPasswordByPhoneRequest>({
      query: (body) => ({
        url: PASSWORD_PATHS.resetPasswordByPhone,
        method: 'POST',
        body,
        encrypted: true,
        auth: false,
      }),
      // The platform may answer a session (the player is signed in with the new password).
      invalidatesTags: startsSession,
    }),
    changePassword: build.mutation<unknown, ChangePasswordRequest>({
      query: (body) => ({
        url: PASSWORD_PATHS.changePassword,
        method: 'POST',
        body,
        encrypted: true,
      }),
      // Member info carries the temporary and expired password flags.
      invalidatesTags: (_result, error) => (error ? [] : ['MemberInfo']),
    }),
  }),
});

export const {
  useForgotPasswordByEmailMutation,
  useResetPasswordByPhoneMutation,
  useChangePasswordMutation,
} = passwordApi;
