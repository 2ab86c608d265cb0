import {
  baseApi,
  type Country,
  type ForgotSmsCodeResponse,
  type SmsCodeRequest,
  type SmsCodeResponse,
  ACCESS_PATHS,
} from '@wl/api-client';

/** Which SMS call: login code, registration (username or mobile form), forgot password. */
export type SmsPurpose = 'login' | 'register' | 'registerMobile' | 'forgotPassword';

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: ACCESS_PATHS.smsLoginCode,
  register: ACCESS_PATHS.smsRegister,
  registerMobile: ACCESS_PATHS.smsRegisterMobile,
  forgotPassword: ACCESS_PATHS.smsForgotPassword,
};

/** Seconds of the SMS resend countdown: server expiry minutes x 60 (spec), or until the expiry time. */
export function smsCountdownSeconds(
  answer: SmsCodeResponse | ForgotSmsCodeResponse,
  now = Date.now(),
): number {
  if ('expiredMinutes' in answer) return Math.max(1, Math.round(answer.expiredMinutes * 60));
  return Math.max(1, Math.round((Date.parse(answer.expirationTime) - now) / 1000));
}

/** What the shared form fields load and send: captcha images, the dialing codes, SMS codes. */
export const fieldsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCaptcha: build.query<string, string>({
      query: (key) => ({ url: ACCESS_PATHS.captcha, params: { key }, auth: false }),
      keepUnusedDataFor: 0,
    }),
    getCountries: build.query<Country[], void>({
      query: () => ACCESS_PATHS.countries,
      providesTags: ['Countries'],
      keepUnusedDataFor: 3600,
    }),
    sendSmsCode: build.mutation<
      SmsCodeResponse | ForgotSmsCodeResponse,
      { purpose: SmsPurpose; request: SmsCodeRequest }
    >({
      query: ({ purpose, request }) => ({
        url: SMS_PATHS[purpose],
        method: 'POST',
        body: request,
        auth: purpose !== 'login',
      }),
    }),
  }),
});

export const { useGetCaptchaQuery, useGetCountriesQuery, useSendSmsCodeMutation } = fieldsApi;
