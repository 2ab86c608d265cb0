/**
 * Public API of the points mall for `app/`: `loadPointsMallPage()` gives the `/pointMall` screen
 * (`{ default }`) on demand, so the mall adds nothing to the home route's initial JS.
 */
export const loadPointsMallPage = () =>
  import('./PointsMallPage').then((m) => ({ default: m.PointsMallPage }));
