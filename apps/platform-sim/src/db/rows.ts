/** Row shapes of the SQLite tables (snake_case, as stored). Routes map them to the wire contract. */
import type {
  AnnouncementType,
  BannerGroup,
  Banner,
  BetRecord,
  Contract,
  ContractKind,
  Game,
  GameType,
  PrizeMode,
  Redemption,
  SalaryPeriod,
  WhitelabelFlag,
  DepositMethodType,
  DepositStatus,
  FeedbackType,
  PromotionCategory,
  PromotionKind,
  WithdrawalConfirmation,
} from '../contract';
import type { NumberFormat } from '../lib/draws';

export interface MerchantRow {
  code: string;
  brand: string;
  name: string;
  currency: string;
  site_status: number;
  maintenance_end: string | null;
  status_info: string | null;
}

export interface FlagRow {
  flag: WhitelabelFlag;
  enabled: number;
}

export interface MemberRow {
  id: number;
  merchant_code: string;
  account: string;
  password_hash: string | null;
  payment_password_hash: string | null;
  nickname: string;
  type: number;
  rank_level: number;
  mobile: string | null;
  dialing_code: string | null;
  email: string | null;
  payee_name: string | null;
  /** JSON: contact fields of registration */
  profile: string;
  /** the main wallet, in whole cents */
  balance_cents: number;
  points: number;
  temporary_password: number;
  password_changed_at: number;
  upline_id: number | null;
  affiliate_code: string | null;
  referral_code: string;
  language: string;
  created_at: number;
  last_login_at: number | null;
  /** start of the bets the next manual rebate counts; null = since registration */
  rebate_since: number | null;
}

export interface SmsRow {
  id: number;
  merchant_code: string;
  dialing_code: string;
  mobile: string;
  purpose: string;
  code: string;
  text: string;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
  failed_attempts: number;
  voided_at: number | null;
}

export interface CaptchaRow {
  answer: string;
  created_at: number;
}

/**
 * How `launchGame` answers for a game: the address in `game_url` or in `game_url2`, or an unusable one
 * (`javascript:` in game_url, garbage in both) so the site's "Invalid URL" rule can be exercised.
 */
export type LaunchAnswer = 'game_url' | 'game_url2' | 'javascript' | 'garbage';

/** A game joined with its vendor's display name. */
export interface GameRow {
  id: number;
  node_id: number;
  vendor_code: string;
  game_type: GameType;
  name: string;
  classify: Game['gameClassify'];
  min_bet: number;
  support_play: 0 | 1;
  is_hot: 0 | 1;
  is_new: 0 | 1;
  is_vassalage: number;
  sort: number;
  launch_answer: LaunchAnswer;
  vendor_name: string;
}

export interface VendorRow {
  code: string;
  game_type: GameType;
  display_name: string;
  account_type_name: string;
  card_id: number;
  is_hot: 0 | 1;
  is_esports: number;
  sort: number;
}

export interface PvpRoomRow {
  id: number;
  vendor_code: string;
  name: string;
  min_bet: number;
  players: number;
}

export interface WinnerRow {
  customer_name: string;
  win_amount: number;
  win_at: number;
  name: string;
  vendor_code: string;
}

export interface HotMatchRow {
  id: number;
  vendor_code: string;
  league: string;
  home_team: string;
  away_team: string;
  hours_from_seed: number;
}

export interface NoticeRow {
  id: number;
  type: AnnouncementType;
  title: string;
  content: string;
  publish_at: number;
}

export interface BannerRow {
  id: number;
  group_name: BannerGroup;
  title: string;
  linkage_type: Banner['linkageType'];
  linkage_value: string | null;
  sort: number;
}

export interface HelpItemRow {
  id: number;
  title: string;
  content: string;
}

export interface ResourceRow {
  id: number;
  resource_type: string;
  url: string;
  qr_code_url: string;
  label_name_en: string;
  label_name: string;
}

export interface DomainRouteRow {
  domain: string;
  merchant_code: string;
  is_primary: number;
  brand: string;
}

export interface LotteryRow {
  id: number;
  code: string;
  label_name: string;
  tag: string;
  prize_mode: PrizeMode;
  vendor: string;
  game_type: 'LOTTERY' | 'ELOTT';
  /** JSON of a DrawSchedule */
  schedule: string;
  number_format: NumberFormat;
  lock_seconds: number;
  on_sale: number;
  default_play_type: string;
  remark: string;
  sort: number;
  popularity: number;
}

export interface TransactionRow {
  id: number;
  type: string;
  amount_cents: number;
  balance_after_cents: number;
  status: string;
  remark: string;
  created_at: number;
}

export interface BetRow {
  id: number;
  name: string;
  vendor_code: string;
  game_type: string;
  bet_amount: number;
  valid_bet: number;
  win_amount: number;
  status: BetRecord['status'];
  bet_at: number;
}

export interface ProfitRow {
  gameType: string;
  bet: number;
  valid: number;
  win: number;
}

export interface BonusRow {
  id: number;
  name: string;
  amount: number;
  status: string;
  created_at: number;
}

export interface MessageRow {
  id: number;
  title: string;
  content: string;
  read_at: number | null;
  created_at: number;
}

/** A feedback with how many images came with it. */
export interface FeedbackRow {
  id: number;
  member_id: number;
  type: FeedbackType;
  content: string;
  created_at: number;
  reply: string | null;
  replied_at: number | null;
  image_count: number;
}

/** A contract joined with both parties' accounts. */
export interface ContractRow {
  id: number;
  kind: ContractKind;
  upline_id: number;
  downline_id: number;
  upline: string;
  downline: string;
  rate: number;
  active_members: number;
  period_valid_bet: number;
  period_profit_loss: number;
  /** bet amount a daily (per day) or hourly (per hour) salary asks; 0 otherwise */
  bet_amount: number;
  period: SalaryPeriod;
  status: Contract['status'];
  created_at: number;
}

export interface SalaryRecordRow {
  id: number;
  amount: number;
  settled_at: number;
}

export interface PointRewardRow {
  id: number;
  name: string;
  points: number;
  stock: number;
}

export interface RedemptionRow {
  id: number;
  reward_id: number;
  name: string;
  points: number;
  status: Redemption['status'];
  created_at: number;
}

export interface PointTransactionRow {
  id: number;
  changed_points: number;
  balance_after: number;
  reason: string;
  created_at: number;
}

export interface EmailRow {
  merchantCode: string;
  email: string;
  subject: string;
  body: string;
  sentAt: number;
}

export interface Count {
  n: number;
}

/** `SELECT 1 AS found ...`: a row exists. */
export interface Found {
  found: 1;
}

export interface DepositMethodRow {
  id: number;
  code: string;
  name: string;
  type: DepositMethodType;
  min_amount: number;
  max_amount: number;
  /** JSON list of numbers */
  preset_amounts: string;
  payee_bank: string;
  payee_name: string;
  payee_account: string;
  sort: number;
}

export interface DepositOrderRow {
  id: number;
  member_id: number;
  method_id: number;
  amount_cents: number;
  status: DepositStatus;
  created_at: number;
  settled_at: number | null;
  /** joined from deposit_methods */
  method_name: string;
  payee_bank: string;
  payee_name: string;
  payee_account: string;
}

export interface BankCardRow {
  id: number;
  member_id: number;
  bank_name: string;
  account_name: string;
  card_number: string;
  created_at: number;
}

export interface WithdrawalRow {
  id: number;
  member_id: number;
  card_id: number;
  amount_cents: number;
  confirmation: WithdrawalConfirmation;
  auto_received: number;
  received_amount_cents: number | null;
  has_proof: number;
  created_at: number;
  auto_receive_at: number;
  confirmed_at: number | null;
  /** joined from bank_cards */
  bank_name: string;
  account_name: string;
  card_number: string;
}

export interface RebateBetRow {
  gameType: string;
  validBet: number;
  rate: number;
}

export interface RebateClaimRow {
  id: number;
  amount: number;
  valid_bet: number;
  from_at: number;
  to_at: number;
  created_at: number;
}

export interface PromotionRow {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: PromotionCategory;
  kind: PromotionKind;
  reward_type: 'cash' | 'prize';
  reward_amount: number;
  target_valid_bet: number;
  start_at: number;
  end_at: number;
  sort: number;
}

/** A promotion with the member's entry (all NULL when the member has none) and its bonus. */
export interface PromotionWithEntryRow extends PromotionRow {
  entry_id: number | null;
  entry_status: 'joined' | 'signed' | 'applying' | 'rejected' | null;
  joined_at: number | null;
  bonus_id: number | null;
  bonus_status: string | null;
}
