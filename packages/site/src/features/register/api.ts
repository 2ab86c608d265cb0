import {
  baseApi,
  type AffiliateCheckQuery,
  type AffiliateCheckResponse,
  type AnnouncementsQuery,
  type AnnouncementsResponse,
  type Banner,
  type RegisterRequest,
  type RegisterResponse,
  CONTENT_PATHS,
  REGISTER_PATHS,
} from '@wl/api-client';
import { startsSession } from '../../shared/session/api';

/** Which registration call: username registration or mobile registration. */
export type RegisterCall = 'username' | 'mobile';

/**
 * Registration calls: the register banner group (`w_reg`), the invitation-code check and the two
 * (encrypted) registration calls. The per-field rules are `shared/platform`'s `getRegisterRules`.
 */
export const registerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getRegisterBanners: build.query<Banner[], void>({
      query: () => ({
        url: CONTENT_PATHS.announcements,
        params: { groupName: 'w_reg', platform: 'W' } satisfies AnnouncementsQuery,
        auth: false,
      }),
      transformResponse: (answer: AnnouncementsResponse) =>
        [...(answer.banners ?? [])]
          .filter((banner) => banner.groupName === 'w_reg')
          .sort((a, b) => a.sort - b.sort),
      keepUnusedDataFor: 600,
    }),
    checkAffiliateCode: build.query<AffiliateCheckResponse, Required<AffiliateCheckQuery>>({
      query: ({ code, domain }) => ({
        url: REGISTER_PATHS.affiliateCheck,
        params: { code, domain } satisfies AffiliateCheckQuery,
        auth: false,
      }),
      keepUnusedDataFor: 0,
    }),
    register: build.mutation<RegisterResponse, { call: RegisterCall; request: RegisterRequest }>({
      query: ({ call, request }) => ({
        url: call === 'mobile' ? REGISTER_PATHS.registerMobile : REGISTER_PATHS.register,
        method: 'PUT',
        body: request,
        encrypted: true,
        auth: false,
      }),
      // With `login: true` the answer carries a session token.
      invalidatesTags: startsSession,
    }),
  }),
});

export const { useGetRegisterBannersQuery, useLazyCheckAffiliateCodeQuery, useRegisterMutation } =
  registerApi;
