/**
 * Public API of the safer-gambling feature for `app/`: the `/safer-gambling` page and the host the app
 * mounts over every page (reality check, session time limit, limit prompt), each loaded on demand.
 */
export const loadSaferGamblingPage = () =>
  import('./SaferGamblingPage').then((m) => ({ default: m.SaferGamblingPage }));
export const loadSaferGamblingHost = () =>
  import('./SaferGamblingHost').then((m) => ({ default: m.SaferGamblingHost }));
