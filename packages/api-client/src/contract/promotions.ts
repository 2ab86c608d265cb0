/**
 * Contract of the promotions list and detail (`/promotions`, `/promoDetail`). Each promotion has a
 * status per player, with the spec's labels as codes.
 */

/**
 * Spec (games-and-content §3): join, claim, applying, close, rejected, issued, claimed, process,
 * signed, coming soon, joined.
 * - `coming soon`: not started; `close`: ended (or the player's part ended unrewarded)
 * - `join`: open to this player: the `action` says how to take part (join, apply or sign)
 * - `joined`: taking part, the target not met yet; `claim`: target met, reward claimable
 * - `signed`: signed up (an event; nothing to claim)
 * - `applying`: application under review; `rejected`: refused; `issued`: approved, reward claimable
 * - `claimed`: reward credited; `process`: a prize reward being delivered
 */
export type PromotionStatus =
  | 'join'
  | 'claim'
  | 'applying'
  | 'close'
  | 'rejected'
  | 'issued'
  | 'claimed'
  | 'process'
  | 'signed'
  | 'coming soon'
  | 'joined';

export const PROMOTION_STATUSES: readonly PromotionStatus[] = [
  'join',
  'claim',
  'applying',
  'close',
  'rejected',
  'issued',
  'claimed',
  'process',
  'signed',
  'coming soon',
  'joined',
];

/** How a player takes part: `join` then meet a valid-bet target, `apply` for review, or `sign` up. */
export type PromotionKind = 'join' | 'apply' | 'sign';
/**
 * What the player can do now: `join` / `apply` / `sign` -> `POST API_PATHS.promotionJoin`,
 * `claim` -> `POST API_PATHS.raffleClaim` with `{ promotionId }`.
 */
export type PromotionAction = 'join' | 'apply' | 'sign' | 'claim';
export type PromotionCategory = 'casino' | 'slots' | 'sports' | 'lottery' | 'general';

/** Items of `GET API_PATHS.promotions` -> `{ list: Promotion[] }` (query `category`, optional). */
export interface Promotion {
  promotionId: number;
  title: string;
  summary: string;
  imageUrl: string;
  category: PromotionCategory;
  kind: PromotionKind;
  /** cash reward amount, or 0 for a prize */
  rewardAmount: number;
  /** `cash` is credited to the main wallet on claim; `prize` goes to `process` */
  rewardType: 'cash' | 'prize';
  /** valid bet to reach after joining (kind `join`), else 0 */
  targetValidBet: number;
  /** the player's valid bet since joining (kind `join` once joined), else 0 */
  progressValidBet: number;
  startTime: string;
  endTime: string;
  status: PromotionStatus;
  /** null when the status allows nothing */
  action: PromotionAction | null;
}
export interface PromotionListResponse {
  list: Promotion[];
}
/** `GET API_PATHS.promotionDetail?promotionId=` -> the promotion with its content. */
export interface PromotionDetail extends Promotion {
  /** HTML from the server: sanitise before rendering */
  content: string;
}
/** `POST API_PATHS.promotionJoin` (join, apply or sign, by the promotion's kind) -> `PromotionDetail`. */
export interface PromotionJoinRequest {
  promotionId: number;
}
/**
 * `POST API_PATHS.raffleClaim`: `{ bonusId }` (a bonus of bonusDetails) or `{ promotionId }` (a
 * promotion in `claim` or `issued`) -> `RaffleClaimResponse`.
 */
export type RaffleClaimRequest = { bonusId: number } | { promotionId: number };
export interface RaffleClaimResponse {
  /** credited to the main wallet (0 for a prize, which goes to `process`) */
  amount: number;
  /** the promotion's status after the claim (when claimed through a promotion) */
  status?: PromotionStatus;
}
