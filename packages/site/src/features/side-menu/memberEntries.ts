/**
 * The member-centre entries of the side menu (spec: betting record, rewards centre, invite friends,
 * points mall, promotions). Their pages come with the member-centre issue, so the list is empty and
 * nothing links to a page that does not exist. When a page lands, add its entry here, e.g.
 *
 *   { id: 'pointsMall', labelKey: 'member.pointsMall', path: '/pointMall', icon: 'gift', requiresLogin: true },
 *   { id: 'promotions', labelKey: 'member.promotions', path: '/promotions', icon: 'gift', requiresLogin: false },
 *
 * with its label in the `sideMenu` namespace. `MemberEntries` renders them between the game categories
 * and the bottom lists; an entry with `requiresLogin` goes through `useProtectedAction` (a guest gets
 * the login modal, a trial user the real-account warning, and nothing else happens).
 */
export interface MemberEntry {
  id: string;
  /** Key in the `sideMenu` namespace. */
  labelKey: string;
  path: string;
  icon: MemberEntryIcon;
  requiresLogin: boolean;
}

export type MemberEntryIcon = 'record' | 'gift' | 'friends';

export const MEMBER_ENTRIES: readonly MemberEntry[] = [];
