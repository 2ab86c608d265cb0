/**
 * Contract of the member centre's money pages: depositv2, withdraw (bank cards, payment password,
 * withdrawal confirmation), transferUpline and manualRebate. Paths in `API_PATHS`; amounts are in
 * the merchant's currency with at most 2 decimals.
 */

// depositv2

export type DepositMethodType = 'BANK' | 'EWALLET' | 'QR' | 'CRYPTO';
/** `GET API_PATHS.depositMethods` -> `{ list: DepositMethod[] }`. */
export interface DepositMethod {
  methodId: number;
  /** stable code, e.g. `BANK_TRANSFER`, `MOMO`, `VIETQR`, `USDT_TRC20` */
  code: string;
  name: string;
  type: DepositMethodType;
  /** inclusive limits of one order */
  minAmount: number;
  maxAmount: number;
  /** quick-pick amounts, all within the limits */
  presetAmounts: number[];
}
export interface DepositMethodsResponse {
  list: DepositMethod[];
}

/** `POST API_PATHS.deposit`. */
export interface DepositRequest {
  methodId: number;
  amount: number;
}
export type DepositStatus = 'PENDING' | 'SUCCESS' | 'FAILED';
/** Where the player sends the money; the order number goes in the transfer's remark. */
export interface DepositPayee {
  bankName: string;
  accountName: string;
  accountNumber: string;
}
/** Answer of `POST API_PATHS.deposit`, and the items of `GET API_PATHS.depositOrders` (paged). */
export interface DepositOrder {
  orderId: number;
  /** e.g. `D20250602000012`: the reference to quote */
  orderNo: string;
  methodId: number;
  methodName: string;
  amount: number;
  status: DepositStatus;
  payee: DepositPayee;
  createdAt: string;
  /** when it turned SUCCESS or FAILED */
  settledAt: string | null;
}
/** Query of `GET API_PATHS.depositOrders` (plus `PageQuery`). */
export interface DepositOrdersQuery {
  status?: DepositStatus;
}

// withdraw: bank cards

/** `GET API_PATHS.bankCards`. */
export interface BankCardsResponse {
  list: BankCard[];
  /** bank names a card can be bound to */
  banks: string[];
  /** how many cards a player may bind */
  maxCards: number;
}
export interface BankCard {
  cardId: number;
  bankName: string;
  accountName: string;
  /** masked: only the last 4 digits are shown, e.g. `**** **** **** 1234` */
  cardNumber: string;
  createdAt: string;
}
/** `POST API_PATHS.bankCards` -> `BankCard`. The payment password is checked. */
export interface BindBankCardRequest {
  bankName: string;
  accountName: string;
  /** 10 to 19 digits (spaces are ignored) */
  cardNumber: string;
  paymentPassword: string;
}

// payment (transaction) password

/** `GET API_PATHS.paymentPassword`. */
export interface PaymentPasswordStatus {
  isSet: boolean;
}
/**
 * `POST API_PATHS.paymentPassword`: sets it the first time (the login `password` is required) or
 * changes it (`oldPaymentPassword` required). 6 digits.
 */
export interface SetPaymentPasswordRequest {
  password?: string;
  oldPaymentPassword?: string;
  newPaymentPassword: string;
  confirmPaymentPassword: string;
}
export const PAYMENT_PASSWORD_PATTERN = /^\d{6}$/;

// withdraw

/** `GET API_PATHS.withdrawConfig`. */
export interface WithdrawConfig {
  minAmount: number;
  maxAmount: number;
  /** withdrawals a player may make per day, and how many are left today */
  dailyCount: number;
  remainingToday: number;
  /** a paid withdrawal the player does not confirm within this many minutes counts as received */
  autoReceiveMinutes: number;
}

/** `POST API_PATHS.withdraw` -> `Withdrawal`; the amount leaves the main wallet at once. */
export interface WithdrawRequest {
  cardId: number;
  amount: number;
  paymentPassword: string;
}

/**
 * The withdrawal confirmation (spec: received, not received with proof, partially received, fully
 * paid). `PENDING`: waiting for the player's confirmation; it turns `RECEIVED` by itself after
 * `autoReceiveMinutes`. `FULLY_PAID`: the platform settled the rest after a NOT_RECEIVED or
 * PARTIALLY_RECEIVED confirmation.
 */
export type WithdrawalConfirmation =
  'PENDING' | 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIALLY_RECEIVED' | 'FULLY_PAID';
export interface Withdrawal {
  id: number;
  /** e.g. `W20250602000007` */
  orderNo: string;
  amount: number;
  bankName: string;
  accountName: string;
  /** masked like `BankCard.cardNumber` */
  cardNumber: string;
  confirmation: WithdrawalConfirmation;
  /** true when RECEIVED came from the timeout, not the player */
  autoReceived: boolean;
  /** what the player says arrived (PARTIALLY_RECEIVED), else null */
  receivedAmount: number | null;
  /** a NOT_RECEIVED confirmation carries a proof image, readable at `API_PATHS.withdrawProof` */
  hasProof: boolean;
  /** the confirmations the player may still make */
  allowedConfirmations: WithdrawConfirmRequest['confirmation'][];
  createdAt: string;
  /** when a PENDING withdrawal counts as received; null once confirmed */
  autoReceiveAt: string | null;
  confirmedAt: string | null;
}
/** Query of `GET API_PATHS.withdrawals` (plus `PageQuery`). */
export interface WithdrawalsQuery {
  confirmation?: WithdrawalConfirmation;
}
/**
 * `POST API_PATHS.withdrawConfirm` -> `Withdrawal`. JSON, with `proofImage` as a data URL
 * (png or jpg, at most 5 MB), or multipart/form-data with a `proofImage` file.
 * NOT_RECEIVED needs `proofImage`; PARTIALLY_RECEIVED needs `receivedAmount` (above 0, below the
 * amount).
 */
export interface WithdrawConfirmRequest {
  withdrawalId: number;
  confirmation: 'RECEIVED' | 'NOT_RECEIVED' | 'PARTIALLY_RECEIVED';
  receivedAmount?: number;
  proofImage?: string;
}

// transferUpline

/** `GET API_PATHS.transferUpline`: the member's upline (null when none) and main balance. */
export interface UplineInfo {
  upline: string | null;
  balance: number;
  minAmount: number;
}
/** `POST API_PATHS.transferUpline`. */
export interface UplineTransferRequest {
  amount: number;
  paymentPassword: string;
}
export interface UplineTransferResponse {
  upline: string;
  amount: number;
  /** the member's main balance after the transfer */
  balance: number;
}

// manualRebate

/** One game type's share of `GET API_PATHS.rebate`. */
export interface RebateLine {
  gameType: string;
  /** settled valid bets since the last claim */
  validBet: number;
  /** fraction, e.g. 0.008 = 0.8 % */
  rate: number;
  amount: number;
}
export interface RebateSummary {
  list: RebateLine[];
  total: number;
  /** bets counted from this time (the last claim, or the start of the rebate period) */
  since: string;
  /** the smallest total that can be claimed */
  minClaim: number;
}
/** `POST API_PATHS.rebateClaim` (no body) -> the credited lines; refused when nothing is due. */
export interface RebateClaimResponse {
  amount: number;
  list: RebateLine[];
  balance: number;
}
/** Items of `GET API_PATHS.rebateRecords` (paged). */
export interface RebateRecord {
  id: number;
  amount: number;
  validBet: number;
  from: string;
  to: string;
  claimedAt: string;
}
