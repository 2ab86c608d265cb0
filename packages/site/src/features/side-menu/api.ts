import { baseApi, type Resource, CONTENT_PATHS } from '@wl/api-client';

/**
 * The platform's resources as the side menu reads them (app downloads, chat room). The download
 * feature asks for the same call in its modal; neither imports the other, so each has its endpoint.
 */
export const sideMenuApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getMenuResources: build.query<Resource[], { language: string }>({
      query: ({ language }) => ({ url: CONTENT_PATHS.resources, params: { language } }),
      providesTags: [{ type: 'SiteStatus', id: 'RESOURCES' }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetMenuResourcesQuery } = sideMenuApi;
