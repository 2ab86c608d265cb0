import {
  AGENT_CENTRE_BASE,
  MEMBER_CENTRE_BASE,
  memberCentrePath,
} from '../../shared/routes/centrePaths';

/**
 * Member-centre and agent-centre paths the header links to (features/member-centre under `/member`,
 * features/agent-centre under `/agent`; each centre opens its first entry at its bare path).
 */
export const MEMBER_LINKS = {
  memberCentre: MEMBER_CENTRE_BASE,
  deposit: memberCentrePath('deposit'),
  withdraw: memberCentrePath('withdraw'),
  accountRecord: memberCentrePath('transactions'),
  bettingRecord: memberCentrePath('bets'),
  messages: memberCentrePath('messages'),
  agentCentre: AGENT_CENTRE_BASE,
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
