import { baseApi, type UnreadCountResponse, ACCESS_PATHS } from '@wl/api-client';

/** The header's own call: the unread message count (the balance is `shared/account`'s). */
export const headerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUnreadCount: build.query<UnreadCountResponse, void>({
      query: () => ACCESS_PATHS.unreadCount,
      providesTags: ['UnreadCount'],
    }),
  }),
});

export const { useGetUnreadCountQuery } = headerApi;
