import {
  baseApi,
  type AnnouncementsQuery,
  type AnnouncementsResponse,
  CONTENT_PATHS,
} from '@wl/api-client';
import type { Brand } from '@wl/brand-config';

export interface AnnouncementsArgs {
  /** Comma list of the brand's announcement types. */
  types: string;
  execution: string;
}

/** The announcement call as the brand configures it (types, execution type; platform W). */
export function announcementsArgs(brand: Brand): AnnouncementsArgs {
  return { types: brand.announcement.types.join(','), execution: brand.announcement.executionType };
}

export const announcementsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAnnouncements: build.query<AnnouncementsResponse, AnnouncementsArgs>({
      query: ({ types, execution }) => ({
        url: CONTENT_PATHS.announcements,
        params: { types, platform: 'W', execution } satisfies AnnouncementsQuery,
      }),
      keepUnusedDataFor: 300,
    }),
  }),
});

export const { useGetAnnouncementsQuery } = announcementsApi;
