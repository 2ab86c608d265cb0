import {
  baseApi,
  type AnnouncementsQuery,
  type AnnouncementsResponse,
  type Banner,
  type BannerGroup,
  CONTENT_PATHS,
} from '@wl/api-client';

/** One route group's banners, in the platform's order. */
export const bannersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBanners: build.query<Banner[], { groupName: BannerGroup; language: string }>({
      query: ({ groupName }) => ({
        url: CONTENT_PATHS.announcements,
        params: { groupName, platform: 'W' } satisfies AnnouncementsQuery,
      }),
      transformResponse: (value: AnnouncementsResponse, _meta, { groupName }) =>
        value.banners
          .filter((banner) => banner.groupName === groupName && banner.url)
          .sort((a, b) => a.sort - b.sort),
      providesTags: (_result, _error, { groupName }) => [{ type: 'Notices', id: groupName }],
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetBannersQuery } = bannersApi;
