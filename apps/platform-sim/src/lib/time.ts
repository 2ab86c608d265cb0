/** ISO text of an optional instant in ms. */
export const iso = (ms: number | null): string | null =>
  ms === null ? null : new Date(ms).toISOString();
