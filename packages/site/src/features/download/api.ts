import { baseApi, type Resource, CONTENT_PATHS } from '@wl/api-client';

/** The platform's resources (customer service and app download links), per language. */
export const downloadApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getResources: build.query<Resource[], { language: string }>({
      query: ({ language }) => ({ url: CONTENT_PATHS.resources, params: { language } }),
      // The resources are part of the site's settings (also sent with the site status).
      providesTags: [{ type: 'SiteStatus', id: 'RESOURCES' }],
      keepUnusedDataFor: 600,
    }),
  }),
});

export const { useGetResourcesQuery } = downloadApi;
