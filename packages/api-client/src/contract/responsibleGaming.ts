/**
 * Contract of safer gambling: the limits, reality checks, time-outs and self-exclusions a licensed
 * brand offers, and the profiles (`ukgc`, `mga`, `basic`) that say which of them a brand offers. A
 * brand names its profile and operator in `brands/<code>.json` (`responsibleGaming`); the platform
 * enforces the same profile on its clock. Amounts are in the merchant's currency with at most 2
 * decimals; times are epoch milliseconds of the platform's clock.
 */
import type { Brand } from '@wl/brand-config';

export const RG_PATHS = {
  /** GET (token): everything the safer-gambling page shows (`RgState`) */
  state: '/wps/rg/state',
  /** POST (token) `RgLimitRequest`: set, lower, raise or remove one limit; answers `RgState` */
  limits: '/wps/rg/limits',
  /** POST (token) `RgLimitKey`: apply a raise or removal whose 24 hours are over; answers `RgState` */
  confirmLimit: '/wps/rg/limits/confirm',
  /** POST (token) `RgLimitKey`: drop a pending raise or removal; answers `RgState` */
  cancelLimit: '/wps/rg/limits/cancel',
  /** PUT (token) `{ minutes }`: the reality check's interval, one of the profile's; answers `RgState` */
  realityCheck: '/wps/rg/reality-check',
  /** POST (token) `{ answer: 'set' | 'declined' }`: the limit prompt was answered; answers `RgState` */
  limitPrompt: '/wps/rg/limit-prompt',
  /** GET (token): this session's time and net result, for the reality check (`RgSessionSummary`) */
  session: '/wps/rg/session',
  /** POST (token) `RgExclusionRequest`: a time-out or self-exclusion, at once; every session ends */
  exclusion: '/wps/rg/exclusion',
  /** POST (no token) `{ username, password }`: ask to come back once a self-exclusion has ended */
  exclusionReturn: '/wps/rg/exclusion/return',
} as const;

/** Refusals of safer gambling; each carries the details its message needs in `value`. */
export const RG_ERROR_CODES = {
  /** a deposit over what a deposit limit leaves (`RgLimitRefusal`) */
  RG_DEPOSIT_LIMIT: 'RG_DEPOSIT_LIMIT',
  /** a game launch once a loss or wager limit is used up (`RgLimitRefusal`) */
  RG_PLAY_LIMIT: 'RG_PLAY_LIMIT',
  /** sign-in during a time-out (`RgExclusionRefusal`) */
  RG_TIMED_OUT: 'RG_TIMED_OUT',
  /** sign-in during a self-exclusion, or after it until the player asked to return and waited (`RgExclusionRefusal`) */
  RG_SELF_EXCLUDED: 'RG_SELF_EXCLUDED',
  /** the session reached the player's session time limit (`{ endedAt }`) */
  RG_SESSION_LIMIT: 'RG_SESSION_LIMIT',
  /** confirming a raise or removal before its 24 hours are over (`{ effectiveAt }`) */
  RG_CHANGE_NOT_DUE: 'RG_CHANGE_NOT_DUE',
  /** asking to return before a self-exclusion's end (`{ endsAt }`): it cannot be shortened */
  RG_EXCLUSION_NOT_ENDED: 'RG_EXCLUSION_NOT_ENDED',
  /** a tool, period or interval the brand's profile does not offer */
  RG_NOT_OFFERED: 'RG_NOT_OFFERED',
} as const;
export type RgErrorCode = (typeof RG_ERROR_CODES)[keyof typeof RG_ERROR_CODES];

export type RgProfileName = Brand['responsibleGaming']['profile'];
export type RgLimitKind = 'deposit' | 'loss' | 'wager' | 'session';
/** Money limits run over 24 hours, 7 days or a calendar month; the session limit per session. */
export type RgLimitPeriod = 'day' | 'week' | 'month' | 'session';
export type RgTimeOutPeriod = '24h' | '7d' | '1m' | '6w';
export type RgExclusionPeriod = '6m' | '1y' | '5y' | 'indefinite';
export type RgPromptPlacement = 'registration' | 'firstDeposit';

/** What a profile offers and how long its waits are. */
export interface RgProfile {
  /** money limits offered; every one runs over `day`, `week` and `month` */
  moneyLimits: readonly Exclude<RgLimitKind, 'session'>[];
  /** session time limit choices in minutes (none: not offered) */
  sessionLimitMinutes: readonly number[];
  timeOuts: readonly RgTimeOutPeriod[];
  selfExclusions: readonly RgExclusionPeriod[];
  /** reality check intervals in minutes, the first the default */
  realityCheckMinutes: readonly number[];
  /** where the site asks a new player to set a limit */
  limitPrompt: RgPromptPlacement;
  /** a raise or removal of a limit waits this long, then needs the player's confirmation */
  increaseCoolingOffHours: number;
  /** after a fixed-period self-exclusion ends and the player asks to return */
  returnCoolingOffHours: number;
  /** an indefinite self-exclusion: the earliest return request (months) and its cooling-off (hours) */
  indefiniteMinimumMonths: number;
  indefiniteReturnCoolingOffHours: number;
}

export const RG_MONEY_PERIODS = ['day', 'week', 'month'] as const;

/**
 * The three profiles. `ukgc`: UKGC RTS 12 (deposit and loss limits, prompt at registration, a 24-hour
 * cooling-off on raises) and self-exclusion from 6 months; `mga`: MGA Directive 2 of 2018 (deposit,
 * wager and loss limits, reality checks, session limits, time-outs, indefinite exclusion, returns after
 * 24 hours or 7 days); `basic`: deposit limits, short time-outs and fixed exclusions.
 */
export const RG_PROFILES: Readonly<Record<RgProfileName, RgProfile>> = {
  ukgc: {
    moneyLimits: ['deposit', 'loss'],
    sessionLimitMinutes: [30, 60, 120, 240],
    timeOuts: ['24h', '7d', '1m', '6w'],
    selfExclusions: ['6m', '1y', '5y'],
    realityCheckMinutes: [60, 15, 30],
    limitPrompt: 'registration',
    increaseCoolingOffHours: 24,
    returnCoolingOffHours: 24,
    indefiniteMinimumMonths: 6,
    indefiniteReturnCoolingOffHours: 7 * 24,
  },
  mga: {
    moneyLimits: ['deposit', 'wager', 'loss'],
    sessionLimitMinutes: [30, 60, 120, 240, 480],
    timeOuts: ['24h', '7d', '1m', '6w'],
    selfExclusions: ['6m', '1y', '5y', 'indefinite'],
    realityCheckMinutes: [60, 30, 120],
    limitPrompt: 'firstDeposit',
    increaseCoolingOffHours: 24,
    returnCoolingOffHours: 24,
    indefiniteMinimumMonths: 6,
    indefiniteReturnCoolingOffHours: 7 * 24,
  },
  basic: {
    moneyLimits: ['deposit'],
    sessionLimitMinutes: [],
    timeOuts: ['24h', '7d'],
    selfExclusions: ['6m', '1y'],
    realityCheckMinutes: [60, 30, 120],
    limitPrompt: 'firstDeposit',
    increaseCoolingOffHours: 24,
    returnCoolingOffHours: 24,
    indefiniteMinimumMonths: 6,
    indefiniteReturnCoolingOffHours: 7 * 24,
  },
};

export interface RgLimitKey {
  kind: RgLimitKind;
  /** `session` for the session time limit, else `day`, `week` or `month` */
  period: RgLimitPeriod;
}

/** `POST RG_PATHS.limits`: `amount` in currency (minutes for the session limit); null removes it. */
export interface RgLimitRequest extends RgLimitKey {
  amount: number | null;
}

/** A raise or removal waiting for its cooling-off, then for the player's confirmation. */
export interface RgPendingChange {
  /** the new amount, null for a removal */
  amount: number | null;
  requestedAt: number;
  /** from then on the player may confirm it */
  effectiveAt: number;
  /** `effectiveAt` has passed */
  confirmable: boolean;
}

/** One limit as it stands: the amount in force (null: none), what the period used, and a pending change. */
export interface RgLimitView extends RgLimitKey {
  amount: number | null;
  /** money moved in the current period (deposits, stakes or net loss); minutes for the session */
  used: number;
  /** what is left in the current period (null without a limit) */
  remaining: number | null;
  /** the current period's start and end (null without a limit, and for the session limit) */
  periodStartsAt: number | null;
  resetsAt: number | null;
  pending: RgPendingChange | null;
}

export interface RgLimitPromptState {
  placement: RgPromptPlacement;
  /** the prompt should be shown: never answered, and this is the moment (a new account, or no deposit yet) */
  due: boolean;
}

/** `GET RG_PATHS.state`. */
export interface RgState {
  profile: RgProfileName;
  operator: string;
  limits: RgLimitView[];
  realityCheckMinutes: number;
  limitPrompt: RgLimitPromptState;
  serverTime: number;
}

/** `GET RG_PATHS.session`: the reality check's figures. */
export interface RgSessionSummary {
  startedAt: number;
  serverTime: number;
  /** wins minus stakes of the bets settled since the session started */
  netResult: number;
  stakes: number;
  realityCheckMinutes: number;
  /** when the session time limit ends this session (null: no limit) */
  sessionEndsAt: number | null;
}

export type RgExclusionKind = 'timeOut' | 'selfExclusion';

/** `POST RG_PATHS.exclusion`. */
export type RgExclusionRequest =
  | { kind: 'timeOut'; period: RgTimeOutPeriod }
  | { kind: 'selfExclusion'; period: RgExclusionPeriod };

/** Answer of `POST RG_PATHS.exclusion`. */
export interface RgExclusion {
  kind: RgExclusionKind;
  period: RgTimeOutPeriod | RgExclusionPeriod;
  startedAt: number;
  /** null for an indefinite self-exclusion */
  endsAt: number | null;
  /** the other brands of the operator it also covers (merchant codes), this one included */
  merchants: string[];
}

/** `value` of `RG_TIMED_OUT` and `RG_SELF_EXCLUDED`. */
export interface RgExclusionRefusal {
  kind: RgExclusionKind;
  endsAt: number | null;
  /** a self-exclusion that has ended: the player asked to return, and may from then on */
  returnsAt: number | null;
  /** a self-exclusion that has ended and no return was asked for yet */
  canAskToReturn: boolean;
}

/** Answer of `POST RG_PATHS.exclusionReturn`: sign-in works again from `returnsAt`. */
export interface RgExclusionReturn {
  returnsAt: number;
}

/** `value` of `RG_DEPOSIT_LIMIT` and `RG_PLAY_LIMIT`: the tightest limit that refused. */
export interface RgLimitRefusal extends RgLimitKey {
  amount: number;
  remaining: number;
  resetsAt: number;
}

/** `at` plus whole calendar months (UTC), the day clamped to the month's last (31 Jan + 1 = 28/29 Feb). */
export function rgAddMonths(at: number, months: number): number {
  const day = new Date(at).getUTCDate();
  const target = new Date(at);
  target.setUTCDate(1);
  target.setUTCMonth(target.getUTCMonth() + months);
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.getTime();
}

const RG_DAY_MS = 86_400_000;

/** When a time-out or self-exclusion that starts at `start` ends; null for an indefinite one. */
export function rgExclusionEnd(
  period: RgTimeOutPeriod | RgExclusionPeriod,
  start: number,
): number | null {
  switch (period) {
    case '24h':
      return start + RG_DAY_MS;
    case '7d':
      return start + 7 * RG_DAY_MS;
    case '6w':
      return start + 42 * RG_DAY_MS;
    case '1m':
      return rgAddMonths(start, 1);
    case '6m':
      return rgAddMonths(start, 6);
    case '1y':
      return rgAddMonths(start, 12);
    case '5y':
      return rgAddMonths(start, 60);
    case 'indefinite':
      return null;
  }
}

/** Whether a refusal code is one of safer gambling's. */
export function isRgErrorCode(code: unknown): code is RgErrorCode {
  return typeof code === 'string' && code in RG_ERROR_CODES;
}
