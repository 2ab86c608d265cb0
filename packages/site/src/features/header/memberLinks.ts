/**
 * Member-centre and agent-centre paths the header links to. The centres themselves are a later issue;
 * these are the clean paths they will answer on.
 */
export const MEMBER_LINKS = {
  memberCentre: '/member',
  deposit: '/member/deposit',
  withdraw: '/member/withdraw',
  accountRecord: '/member/transactions',
  bettingRecord: '/member/bets',
  messages: '/member/messages',
  agentCentre: '/agent',
} as const;

/** Spec: VIP customer service when the club rank level is above 4, otherwise live chat. */
export const VIP_RANK_ABOVE = 4;

export type CustomerServiceKind = 'vip' | 'liveChat';

export function customerServiceKind(
  rankLevel: number | undefined,
  hasVipService: boolean,
): CustomerServiceKind {
  return hasVipService && (rankLevel ?? 0) > VIP_RANK_ABOVE ? 'vip' : 'liveChat';
}
