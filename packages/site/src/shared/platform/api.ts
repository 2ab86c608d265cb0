import {
  baseApi,
  type RegisterRules,
  type SiteStatus,
  type WhitelabelNode,
  ACCESS_PATHS,
} from '@wl/api-client';

/**
 * The platform's site-wide settings, the same for every player: the site status of this host, the
 * whitelabel flags and the registration rules (the register form and the password checks read them).
 */
export const platformApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSiteStatus: build.query<SiteStatus, string>({
      query: (host) => ({ url: ACCESS_PATHS.status, params: { url: host } }),
      providesTags: ['SiteStatus'],
    }),
    getWhitelabel: build.query<WhitelabelNode[], void>({
      query: () => ACCESS_PATHS.whitelabel,
      providesTags: ['WhitelabelFlags'],
    }),
    /** `GET /wps/system/setting/register`: per-field rules (length, pattern, required, enabled). */
    getRegisterRules: build.query<RegisterRules, void>({
      query: () => ({ url: ACCESS_PATHS.registerSettings, auth: false }),
      providesTags: ['RegisterRules'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetSiteStatusQuery, useGetWhitelabelQuery, useGetRegisterRulesQuery } =
  platformApi;
