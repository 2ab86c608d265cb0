import { memberCentrePath } from '../../shared/routes/centrePaths';

/**
 * The member-centre entries of the side menu (spec: betting record, rewards centre, invite friends,
 * points mall, promotions), each leading to its page: the member centre's `/member/<slug>` pages,
 * `/pointMall` and `/promotions` (open to guests, who browse the list; taking part asks them to log
 * in on the promotion's page). `MemberEntries` renders them between the
 * game categories and the bottom lists; an entry with `requiresLogin` goes through
 * `useProtectedAction` (a guest gets the login modal, a trial user the real-account warning, and
 * nothing else happens).
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

export const MEMBER_ENTRIES: readonly MemberEntry[] = [
  {
    id: 'bettingRecord',
    labelKey: 'member.bettingRecord',
    path: memberCentrePath('bets'),
    icon: 'record',
    requiresLogin: true,
  },
  {
    id: 'rewardsCentre',
    labelKey: 'member.rewardsCentre',
    path: memberCentrePath('rewards'),
    icon: 'gift',
    requiresLogin: true,
  },
  {
    id: 'inviteFriends',
    labelKey: 'member.inviteFriends',
    path: memberCentrePath('referral'),
    icon: 'friends',
    requiresLogin: true,
  },
  {
    id: 'pointsMall',
    labelKey: 'member.pointsMall',
    path: '/pointMall',
    icon: 'gift',
    requiresLogin: true,
  },
  {
    id: 'promotions',
    labelKey: 'member.promotions',
    path: '/promotions',
    icon: 'gift',
    requiresLogin: false,
  },
];
