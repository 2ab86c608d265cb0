import { bearerToken } from '../../auth/guards';
import type { RgExclusionPeriod, RgLimitKind, RgState, RgTimeOutPeriod } from '../../contract';
import type { MemberRow } from '../../db/rows';
import { sha256 } from '../../lib/security';
import { limitViews } from '../../responsibleGaming/limits';
import { saferGamblingOf } from '../../responsibleGaming/merchants';
import { DAY } from '../../responsibleGaming/periods';
import type { Ctx } from '../../sim';

export const LIMIT_KINDS: readonly RgLimitKind[] = ['deposit', 'loss', 'wager', 'session'];
export const TIME_OUTS: readonly RgTimeOutPeriod[] = ['24h', '7d', '1m', '6w'];
export const EXCLUSIONS: readonly RgExclusionPeriod[] = ['6m', '1y', '5y', 'indefinite'];

/** The session the request's token opened. */
export function sessionOf(c: Ctx): { startedAt: number; endsAt: number } {
  const row = c.get('sim').queries.responsibleGaming.session.get(sha256(bearerToken(c) ?? ''));
  const now = c.get('sim').now();
  return { startedAt: row?.created_at ?? now, endsAt: row?.expires_at ?? now };
}

export function stateOf(c: Ctx, member: MemberRow): RgState {
  const sim = c.get('sim');
  const queries = sim.queries.responsibleGaming;
  const { profileName, profile, operator } = saferGamblingOf(member.merchant_code);
  const now = sim.now();
  const limits = limitViews(sim, member, Math.floor((now - sessionOf(c).startedAt) / 60_000));
  const settings = queries.settingsOf.get(member.id);
  const anyLimit = limits.some((limit) => limit.kind !== 'session' && limit.amount !== null);
  const moment =
    profile.limitPrompt === 'registration'
      ? now - member.created_at < DAY
      : (queries.depositCount.get(member.id)?.n ?? 0) === 0;
  return {
    profile: profileName,
    operator,
    limits,
    realityCheckMinutes: settings?.reality_check_minutes ?? profile.realityCheckMinutes[0] ?? 60,
    limitPrompt: {
      placement: profile.limitPrompt,
      due: !settings?.prompt_answered_at && !anyLimit && moment,
    },
    serverTime: now,
  };
}
