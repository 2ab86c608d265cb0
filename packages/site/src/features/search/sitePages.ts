import { useMemo } from 'react';
import { useTranslation } from '@wl/i18n';
import { useGameCategories } from '../../shared/games';
import { memberCentrePath, type MemberCentreSlug } from '../../shared/routes/centrePaths';
import type { SitePage } from './groupResults';

/**
 * The member-centre pages the palette finds, with their menu labels (`centre:member.<id>`). The
 * transfer to an upline and the contracts show only to some players, so the palette leaves them to
 * the centre's own menu.
 */
export const MEMBER_CENTRE_PAGE_LABELS: Readonly<
  Record<Exclude<MemberCentreSlug, 'upline' | 'contracts'>, string>
> = {
  account: 'centre:member.securityCenter',
  wallet: 'centre:member.transferFund',
  deposit: 'centre:member.depositv2',
  withdraw: 'centre:member.withdraw',
  bets: 'centre:member.personalHistoryCopy',
  transactions: 'centre:member.transactionHistory',
  profit: 'centre:member.personalProfit',
  bonuses: 'centre:member.bonusDetails',
  rewards: 'centre:member.rewardCenter',
  referral: 'centre:member.referral',
  missions: 'centre:member.missionLeaderboard',
  messages: 'centre:member.messageV2',
  rebate: 'centre:member.manualRebate',
  feedback: 'centre:member.feedback',
};

/** Pages open to everyone, with their menu labels. */
export const OPEN_PAGES = [
  { id: 'home', path: '/', label: 'common:sideMenu.home' },
  { id: 'promotions', path: '/promotions', label: 'common:sideMenu.promotions' },
  { id: 'help', path: '/helpmc', label: 'sideMenu:customerService.help' },
  { id: 'download', path: '/download', label: 'common:sideMenu.download' },
] as const;

/**
 * The site's pages the palette finds by name: home, the brand's lobbies, promotions, help and the
 * app download for everyone; the points mall and the member centre's entries for a real account.
 */
export function useSitePages({ member }: { member: boolean }): SitePage[] {
  const { t } = useTranslation(['search', 'common', 'games', 'sideMenu', 'centre']);
  const { categories } = useGameCategories();
  return useMemo(() => {
    const pages: SitePage[] = OPEN_PAGES.map((page) => ({ ...page, label: t(page.label) }));
    pages.splice(
      1,
      0,
      ...categories.map((entry) => ({
        id: `lobby-${entry.category}`,
        path: entry.route,
        label: t(`games:categories.${entry.category}`),
      })),
    );
    if (member) {
      pages.push({ id: 'pointMall', path: '/pointMall', label: t('common:sideMenu.pointsMall') });
      for (const [slug, label] of Object.entries(MEMBER_CENTRE_PAGE_LABELS))
        pages.push({
          id: `member-${slug}`,
          path: memberCentrePath(slug as MemberCentreSlug),
          label: t(label),
        });
    }
    return pages;
  }, [categories, member, t]);
}
