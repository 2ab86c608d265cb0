import {
  API_PATHS,
  baseApi,
  type RegisterRules,
  type SiteStatus,
  type WhitelabelNode,
} from '@wl/api-client';

/**
 * The platform's site-wide settings, the same for every player: the site status of this host, the
 * whitelabel flags and the registration rules (the register form and the password checks read them).
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
    /** `GET /wps/system/setting/register`: per-field rules (length, pattern, required, enabled). */
    getRegisterRules: build.query<RegisterRules, void>({
      query: () => ({ url: API_PATHS.registerSettings, auth: false }),
      providesTags: ['RegisterRules'],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetSiteStatusQuery, useGetWhitelabelQuery, useGetRegisterRulesQuery } =
  platformApi;
