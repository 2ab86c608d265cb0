import { API_PATHS, baseApi, type BalanceResponse, type UnreadCountResponse } from '@wl/api-client';

/** The header's calls: wallet balance, unread message count, logout. */
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
    logout: build.mutation<unknown, void>({
      query: () => ({ url: API_PATHS.logout, method: 'DELETE' }),
    }),
  }),
});

export const { useGetBalanceQuery, useGetUnreadCountQuery, useLogoutMutation } = headerApi;
