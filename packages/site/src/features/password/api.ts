import {
  API_PATHS,
  baseApi,
  type ChangePasswordRequest,
  type ForgotPasswordEmailRequest,
  type ResetPasswordByPhoneRequest,
} from '@wl/api-client';

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
        url: API_PATHS.forgotPasswordEmail,
        method: 'POST',
        form: { ...form },
        auth: false,
      }),
    }),
    resetPasswordByPhone: build.mutation<ResetByPhoneAnswer | null, ResetPasswordByPhoneRequest>({
      query: (body) => ({
        url: API_PATHS.resetPasswordByPhone,
        method: 'POST',
        body,
        encrypted: true,
        auth: false,
      }),
    }),
    changePassword: build.mutation<unknown, ChangePasswordRequest>({
      query: (body) => ({ url: API_PATHS.changePassword, method: 'POST', body, encrypted: true }),
    }),
  }),
});

export const {
  useForgotPasswordByEmailMutation,
  useResetPasswordByPhoneMutation,
  useChangePasswordMutation,
} = passwordApi;
