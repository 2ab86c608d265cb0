import { Hono } from 'hono';
import { optionalMember, requireMember } from '../../auth/guards';
import { API_PATHS, PRIZE_MODES, type OpenedNumber, type PrizeMode } from '../../contract';
import type { LotteryRow } from '../../db/rows';
import {
  issueNumber,
  pastDraws,
  vnWeekday,
  winningNumber,
  type DrawSchedule,
} from '../../lib/draws';
import { badRequest, ok, optionalInt, optionalString } from '../../lib/http';
import { lotteryNow } from '../../lotteryClock';
import type { AppEnv, Ctx, Sim } from '../../sim';
import { menuItem } from '../../domain/lotteryMenu';

const VN_TAGS = ['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc'];

function prizeModeParam(raw: string | undefined): PrizeMode | undefined {
  if (!raw) return undefined;
  if (!(PRIZE_MODES as readonly string[]).includes(raw))
    throw badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`);
  return raw as PrizeMode;
}

function rows(sim: Sim, prizeMode?: PrizeMode): LotteryRow[] {
  return sim.queries.lottery.games.all({ prizeMode: prizeMode ?? null });
}

/** The last `count` draws of the games as of `now`, newest first; optionally of one weekday only. */
function openedNumbers(
  now: number,
  games: LotteryRow[],
  count: number,
  dayOfWeek?: number,
): OpenedNumber[] {
  const out: OpenedNumber[] = [];
  for (const game of games) {
    const schedule = JSON.parse(game.schedule) as DrawSchedule;
    // look further back when filtering by weekday so the page still fills
    for (const at of pastDraws(schedule, now, dayOfWeek ? Math.min(count * 7, 700) : count)) {
      const weekday = vnWeekday(at);
      if (dayOfWeek && weekday !== dayOfWeek) continue;
      const issue = issueNumber(schedule, at);
      out.push({
        gameId: game.id,
        gameCode: game.code,
        issueNo: issue,
        drawTime: new Date(at).toISOString(),
        drawDayOfWeek: weekday,
        winningNumber: winningNumber(game.code, issue, game.number_format),
      });
    }
  }
  return out.sort((a, b) => b.drawTime.localeCompare(a.drawTime)).slice(0, count);
}

/** Lottery menus, popular and recent games, opened numbers and the lobby; draws follow the clock. */
export function lotteryRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.lotteryMenus, (c) => {
    const sim = c.get('sim');
    const device = c.req.query('device');
    if (device && device !== 'WEB') throw badRequest("device must be 'WEB'");
    const list = rows(sim, prizeModeParam(c.req.query('prizeMode'))).map((row) =>
      menuItem(row, lotteryNow(c)),
    );
    return ok(c, { list });
  });

  routes.get(API_PATHS.vnLotteryMenu, (c) => {
    const sim = c.get('sim');
    const list = rows(sim, prizeModeParam(c.req.query('prizeMode')))
      .filter((row) => VN_TAGS.includes(row.tag) || row.tag === 'KENO')
      .map((row) => menuItem(row, lotteryNow(c)));
    return ok(c, { list });
  });

  routes.get(API_PATHS.vnLotteryRecent, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const count =
      optionalInt(c.req.query() as Record<string, unknown>, 'recentCount', { min: 1, max: 100 }) ??
      100;
    const recent = sim.queries.lottery.recentOf.all(member.id, count);
    return ok(c, { list: recent.map((row) => menuItem(row, lotteryNow(c))) });
  });

  routes.get(API_PATHS.lotteryPopular, (c) => {
    const sim = c.get('sim');
    const count =
      optionalInt(c.req.query() as Record<string, unknown>, 'count', { min: 1, max: 100 }) ?? 20;
    const list = sim.queries.lottery.popular.all(count).map((row) => menuItem(row, lotteryNow(c)));
    return ok(c, { list });
  });

  routes.get(API_PATHS.vnOpenedNumbers, (c) => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const count = optionalInt(query, 'count', { min: 1, max: 100 }) ?? 100;
    const games = rows(sim).filter(
      (row) =>
        VN_TAGS.includes(row.tag) &&
        row.number_format === 'vn' &&
        JSON.parse(row.schedule).kind === 'daily',
    );
    return ok(c, {
      list: openedNumbers(
        lotteryNow(c),
        games,
        count,
        optionalInt(query, 'dayOfWeek', { min: 1, max: 7 }),
      ),
    });
  });

  const byGame =
    (requireLogin: boolean) =>
    (c: Ctx): Response => {
      const sim = c.get('sim');
      if (requireLogin) requireMember(c);
      else optionalMember(c);
      const query = c.req.query() as Record<string, unknown>;
      const gameId = optionalInt(query, 'gameId', { min: 1 });
      const gameCode = optionalString(query, 'gameCode', 40);
      if (gameId === undefined && !gameCode) throw badRequest('gameId or gameCode is required');
      const game =
        gameId !== undefined
          ? sim.queries.lottery.byId.get(gameId)
          : sim.queries.lottery.byCode.get(gameCode as string);
      if (!game) throw badRequest('Unknown lottery game');
      const count = optionalInt(query, 'count', { min: 1, max: 100 }) ?? 100;
      return ok(c, {
        list: openedNumbers(
          lotteryNow(c),
          [game],
          count,
          optionalInt(query, 'dayOfWeek', { min: 1, max: 7 }),
        ),
      });
    };
  routes.get(API_PATHS.vnOpenedNumbersByGame, byGame(false));
  routes.get(API_PATHS.lottoOpenedNumbers, byGame(true));

  routes.get(API_PATHS.lotteryLobby, (c) => {
    const sim = c.get('sim');
    const items = rows(sim, prizeModeParam(c.req.query('prizeMode'))).map((row) =>
      menuItem(row, lotteryNow(c)),
    );
    const tags = [...new Set(items.map((item) => item.tag))];
    return ok(c, {
      categories: tags.map((tag) => ({ tag, games: items.filter((item) => item.tag === tag) })),
    });
  });

  return routes;
}
