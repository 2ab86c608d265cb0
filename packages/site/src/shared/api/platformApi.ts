import {
  API_PATHS,
  baseApi,
  WHITELABEL_FLAGS,
  type Country,
  type ForgotSmsCodeResponse,
  type MemberInfo,
  type SiteStatus,
  type SmsCodeRequest,
  type SmsCodeResponse,
  type WhitelabelFlag,
  type WhitelabelNode,
} from '@wl/api-client';
import { memberInfoLoaded } from '../session/sessionSlice';

/** Which SMS call: login code, registration (username or mobile form), forgot password. */
export type SmsPurpose = 'login' | 'register' | 'registerMobile' | 'forgotPassword';

const SMS_PATHS: Record<SmsPurpose, string> = {
  login: API_PATHS.smsLoginCode,
  register: API_PATHS.smsRegister,
  registerMobile: API_PATHS.smsRegisterMobile,
  forgotPassword: API_PATHS.smsForgotPassword,
};

export type WhitelabelFlags = Record<WhitelabelFlag, boolean>;

/** Flattens the whitelabel tree into the flags the spec names ('1' = on). */
export function flagsFromTree(tree: readonly WhitelabelNode[]): WhitelabelFlags {
  const enabled = new Map<string, boolean>();
  const visit = (nodes: readonly WhitelabelNode[]) => {
    for (const node of nodes) {
      enabled.set(node.modId, node.enabled === '1');
      visit(node.childrenNodes ?? []);
    }
  };
  visit(tree);
  return Object.fromEntries(
    WHITELABEL_FLAGS.map((flag) => [flag, enabled.get(flag) ?? false]),
  ) as WhitelabelFlags;
}

/** Seconds of the SMS resend countdown: server expiry minutes x 60 (spec). */
export function smsCountdownSeconds(
  answer: SmsCodeResponse | ForgotSmsCodeResponse,
  now = Date.now(),
): number {
  if ('expiredMinutes' in answer) return Math.max(1, Math.round(answer.expiredMinutes * 60));
  return Math.max(1, Math.round((Date.parse(answer.expirationTime) - now) / 1000));
}

/**
 * Server data more than one feature reads: site status, whitelabel flags, member info, captcha,
 * countries and SMS codes. Feature-specific calls live in `features/<f>/api.ts`.
 */
export const platformApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteStatus: build.query<SiteStatus, string>({
      query: (host) => ({ url: API_PATHS.status, params: { url: host } }),
      providesTags: ['SiteStatus'],
    }),
    getWhitelabel: build.query<WhitelabelNode[], void>({
      query: () => API_PATHS.whitelabel,
      providesTags: ['WhitelabelFlags'],
    }),
    getMemberInfo: build.query<MemberInfo, void>({
      query: () => API_PATHS.memberInfo,
      providesTags: ['MemberInfo'],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(memberInfoLoaded(data));
        } catch {
          // the error is on the query; the header shows what it can
        }
      },
    }),
    getCaptcha: build.query<string, string>({
      query: (key) => ({ url: API_PATHS.captcha, params: { key }, auth: false }),
      keepUnusedDataFor: 0,
    }),
    getCountries: build.query<Country[], void>({
      query: () => API_PATHS.countries,
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

export const {
  useGetSiteStatusQuery,
  useGetWhitelabelQuery,
  useGetMemberInfoQuery,
  useLazyGetMemberInfoQuery,
  useGetCaptchaQuery,
  useGetCountriesQuery,
  useSendSmsCodeMutation,
} = platformApi;

const NO_FLAGS = flagsFromTree([]);
const flagsByTree = new WeakMap<readonly WhitelabelNode[], WhitelabelFlags>();

function memoFlags(tree: readonly WhitelabelNode[]): WhitelabelFlags {
  let flags = flagsByTree.get(tree);
  if (!flags) flagsByTree.set(tree, (flags = flagsFromTree(tree)));
  return flags;
}

/** The whitelabel flags, loaded once per session and shared by every reader. */
export function useWhitelabelFlags(): { flags: WhitelabelFlags; isLoading: boolean } {
  return useGetWhitelabelQuery(undefined, {
    selectFromResult: ({ data, isLoading }) => ({
      flags: data ? memoFlags(data) : NO_FLAGS,
      isLoading,
    }),
  });
}
