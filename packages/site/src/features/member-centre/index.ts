/** Public API of the member-centre feature for `app/`: the `/member/...` route, loaded on demand. */
export const loadMemberCentre = () =>
  import('./MemberCentreRoute').then((m) => ({ default: m.MemberCentreRoute }));
