import { baseApi, type HelpCenterResponse, type HelpItem, CONTENT_PATHS } from '@wl/api-client';

/** The help centre entries (title and HTML content) in the player's language. */
export const helpApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getHelpCentre: build.query<HelpItem[], { language: string }>({
      query: ({ language }) => ({
        url: CONTENT_PATHS.helpCenter,
        params: { language, device: 'WEB' },
      }),
      transformResponse: (value: HelpCenterResponse) => value.list,
      providesTags: ['HelpCenter'],
    }),
  }),
});

export const { useGetHelpCentreQuery } = helpApi;
