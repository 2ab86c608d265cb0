import {
  baseApi,
  RG_PATHS,
  type PlatformRequest,
  type RgExclusion,
  type RgExclusionRequest,
  type RgExclusionReturn,
  type RgLimitKey,
  type RgLimitRequest,
  type RgSessionSummary,
  type RgState,
} from '@wl/api-client';

/**
 * Safer gambling's calls. The queries take the session token as their argument (it is not sent: the
 * transport adds it), so one player's limits are never shown to the next; a change answers the whole
 * new state, which replaces the cached one.
 */
export const saferGamblingApi = baseApi.injectEndpoints({
  endpoints: (build) => {
    const stateChange = <Arg>(request: (arg: Arg) => PlatformRequest) =>
      build.mutation<RgState, Arg & { token: string }>({
        query: ({ token: _token, ...arg }) => request(arg as Arg),
        async onQueryStarted({ token }, { dispatch, queryFulfilled }) {
          const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
          if (data)
            dispatch(saferGamblingApi.util.upsertQueryData('getSaferGamblingState', token, data));
        },
      });
    return {
      getSaferGamblingState: build.query<RgState, string>({
        query: () => RG_PATHS.state,
      }),
      setLimit: stateChange<RgLimitRequest>((body) => ({
        url: RG_PATHS.limits,
        method: 'POST',
        body,
      })),
      confirmLimit: stateChange<RgLimitKey>((body) => ({
        url: RG_PATHS.confirmLimit,
        method: 'POST',
        body,
      })),
      cancelLimit: stateChange<RgLimitKey>((body) => ({
        url: RG_PATHS.cancelLimit,
        method: 'POST',
        body,
      })),
      setRealityCheck: stateChange<{ minutes: number }>((body) => ({
        url: RG_PATHS.realityCheck,
        method: 'PUT',
        body,
      })),
      answerLimitPrompt: stateChange<{ answer: 'set' | 'declined' }>((body) => ({
        url: RG_PATHS.limitPrompt,
        method: 'POST',
        body,
      })),
      getSessionSummary: build.query<RgSessionSummary, string>({
        query: () => RG_PATHS.session,
      }),
      startExclusion: build.mutation<RgExclusion, RgExclusionRequest>({
        query: (body) => ({ url: RG_PATHS.exclusion, method: 'POST', body }),
      }),
      /** No session: the password goes sealed where the brand encrypts its sign-in calls. */
      askToReturn: build.mutation<RgExclusionReturn, { username: string; password: string }>({
        query: (body) => ({
          url: RG_PATHS.exclusionReturn,
          method: 'POST',
          body,
          encrypted: true,
          auth: false,
        }),
      }),
    };
  },
});

export const {
  useGetSaferGamblingStateQuery,
  useSetLimitMutation,
  useConfirmLimitMutation,
  useCancelLimitMutation,
  useSetRealityCheckMutation,
  useAnswerLimitPromptMutation,
  useGetSessionSummaryQuery,
  useLazyGetSessionSummaryQuery,
  useStartExclusionMutation,
  useAskToReturnMutation,
} = saferGamblingApi;
