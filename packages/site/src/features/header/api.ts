import { API_PATHS, baseApi, type BalanceResponse, type UnreadCountResponse } from '@wl/api-client';

/** The header's calls: wallet balance and unread message count. */
export const headerApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBalance: build.query<BalanceResponse, void>({
      query: () => API_PATHS.balance,
      providesTags: ['Balance'],
    }),
    getUnreadCount: build.query<UnreadCountResponse, void>({
      query: () => API_PATHS.unreadCount,
      providesTags: ['UnreadCount'],
    }),
  }),
});

export const { useGetBalanceQuery, useGetUnreadCountQuery } = headerApi;
