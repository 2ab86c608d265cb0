import { Hono } from 'hono';
import { API_PATHS, type HotMatch, type WinnerEntry } from '../../contract';
import { ok, optionalInt, optionalString } from '../../lib/http';
import type { AppEnv, Ctx } from '../../sim';
import { gameTypeParam } from './shapes';

/** Recent and top winners, hot matches. */
export function winnerRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  const winners = (c: Ctx, order: 'recent' | 'amount'): Response => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const limit = optionalInt(query, 'limitNum', { min: 1, max: 50 }) ?? 20;
    const category = gameTypeParam(optionalString(query, 'gameCategory'));
    const filter = { gameType: category && category !== 'ESPORTS' ? category : null, limit };
    const rows = (
      order === 'recent' ? sim.queries.games.recentWinners : sim.queries.games.largestWinners
    ).all(filter);
    const list: WinnerEntry[] = rows.map((r) => ({
      vo: {
        customerName: r.customer_name,
        gameName: r.name,
        winAmount: r.win_amount,
        vassalage: r.vendor_code,
        winTime: new Date(r.win_at).toISOString(),
      },
    }));
    return ok(c, { list });
  };
  routes.get(API_PATHS.winners, (c) => winners(c, 'recent'));
  routes.get(API_PATHS.winnerRank, (c) => winners(c, 'amount'));

  routes.get(API_PATHS.hotMatches, (c) => {
    const sim = c.get('sim');
    const seededAt = Date.parse(
      sim.queries.games.seededAt.get()?.value ?? new Date(sim.now()).toISOString(),
    );
    // matches stay in the future: they roll forward a week at a time
    const week = 7 * 86_400_000;
    const list: HotMatch[] = sim.queries.games.hotMatches
      .all()
      .map((r) => {
        let at = seededAt + r.hours_from_seed * 3600_000;
        while (at < sim.now()) at += week;
        return {
          matchId: r.id,
          title: `${r.home_team} vs ${r.away_team}`,
          league: r.league,
          homeTeam: r.home_team,
          awayTeam: r.away_team,
          homeTeamImageUrl: `/sim-assets/team/${encodeURIComponent(r.home_team)}.svg`,
          awayTeamImageUrl: `/sim-assets/team/${encodeURIComponent(r.away_team)}.svg`,
          matchTime: new Date(at).toISOString(),
          vassalage: r.vendor_code,
        };
      })
      .sort((a, b) => a.matchTime.localeCompare(b.matchTime));
    return ok(c, { list });
  });

  return routes;
}
