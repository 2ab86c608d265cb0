import type { Hono } from 'hono';
import {
  API_PATHS,
  PRIZE_MODES,
  type LotteryMenuItem,
  type OpenedNumber,
  type PrizeMode,
} from '../contract';
import { optionalMember, requireMember, type AppEnv, type Ctx, type Sim } from '../context';
import { badRequest, ok, optionalInt, optionalString } from '../lib/http';
import {
  drawsAround,
  issueNumber,
  pastDraws,
  vnWeekday,
  winningNumber,
  type DrawSchedule,
  type NumberFormat,
} from '../lib/draws';

interface LotteryRow {
  id: number;
  code: string;
  label_name: string;
  tag: string;
  prize_mode: PrizeMode;
  vendor: string;
  game_type: 'LOTTERY' | 'ELOTT';
  schedule: string;
  number_format: NumberFormat;
  lock_seconds: number;
  on_sale: number;
  default_play_type: string;
  remark: string;
  sort: number;
  popularity: number;
}

const VN_TAGS = ['Miền Bắc', 'Miền Trung', 'Miền Nam', 'Siêu tốc'];

/** A menu item as of `now`: remaining time to the next draw, sale state and the last result. */
export function menuItem(row: LotteryRow, now: number): LotteryMenuItem {
  const schedule = JSON.parse(row.schedule) as DrawSchedule;
  const { previous, next } = drawsAround(schedule, now);
  const remainTime = next - now;
  return {
    gameId: row.id,
    remark: row.remark,
    tag: row.tag,
    labelName: row.label_name,
    gameMenuSort: row.sort,
    gameMenus: [],
    drawDayOfWeek: (schedule.kind === 'daily'
      ? [...schedule.weekdays].sort((a, b) => a - b)
      : [1, 2, 3, 4, 5, 6, 7]
    ).join(','),
    remainTime,
    lockTime: row.lock_seconds,
    isSale: row.on_sale === 1 && remainTime > row.lock_seconds * 1000,
    previousWinningNumber: winningNumber(
      row.code,
      issueNumber(schedule, previous),
      row.number_format,
    ),
    previousWinningTime: new Date(previous).toISOString(),
    webIconUrl: `/sim-assets/lottery/${row.code}.svg`,
    code: row.code,
    defaultPlayType: row.default_play_type,
    accountTypeName: row.vendor,
    vendor: row.vendor,
    gameCode: row.code,
    gameType: row.game_type,
    vassalage: row.vendor,
    prizeMode: row.prize_mode,
  };
}

function prizeModeParam(raw: string | undefined): PrizeMode | undefined {
  if (!raw) return undefined;
  if (!(PRIZE_MODES as readonly string[]).includes(raw))
    throw badRequest(`prizeMode must be one of ${PRIZE_MODES.join(', ')}`);
  return raw as PrizeMode;
}

function rows(sim: Sim, prizeMode?: PrizeMode): LotteryRow[] {
  return (
    prizeMode
      ? sim.db
          .prepare('SELECT * FROM lottery_games WHERE prize_mode = ? ORDER BY sort')
          .all(prizeMode)
      : sim.db.prepare('SELECT * FROM lottery_games ORDER BY sort').all()
  ) as LotteryRow[];
}

function openedNumbers(
  sim: Sim,
  games: LotteryRow[],
  count: number,
  dayOfWeek?: number,
): OpenedNumber[] {
  const now = sim.now();
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

export function lotteryRoutes(app: Hono<AppEnv>): void {
  app.get(API_PATHS.lotteryMenus, (c) => {
    const sim = c.get('sim');
    const device = c.req.query('device');
    if (device && device !== 'WEB') throw badRequest("device must be 'WEB'");
    const list = rows(sim, prizeModeParam(c.req.query('prizeMode'))).map((row) =>
      menuItem(row, sim.now()),
    );
    return ok(c, { list });
  });

  app.get(API_PATHS.vnLotteryMenu, (c) => {
    const sim = c.get('sim');
    const list = rows(sim, prizeModeParam(c.req.query('prizeMode')))
      .filter((row) => VN_TAGS.includes(row.tag) || row.tag === 'KENO')
      .map((row) => menuItem(row, sim.now()));
    return ok(c, { list });
  });

  app.get(API_PATHS.vnLotteryRecent, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const count =
      optionalInt(c.req.query() as Record<string, unknown>, 'recentCount', { min: 1, max: 100 }) ??
      100;
    const recent = sim.db
      .prepare(
        'SELECT l.* FROM lottery_recents r JOIN lottery_games l ON l.id = r.game_id WHERE r.member_id = ? ORDER BY r.played_at DESC LIMIT ?',
      )
      .all(member.id, count) as LotteryRow[];
    return ok(c, { list: recent.map((row) => menuItem(row, sim.now())) });
  });

  app.get(API_PATHS.lotteryPopular, (c) => {
    const sim = c.get('sim');
    const count =
      optionalInt(c.req.query() as Record<string, unknown>, 'count', { min: 1, max: 100 }) ?? 20;
    const list = (
      sim.db
        .prepare('SELECT * FROM lottery_games ORDER BY popularity DESC LIMIT ?')
        .all(count) as LotteryRow[]
    ).map((row) => menuItem(row, sim.now()));
    return ok(c, { list });
  });

  app.get(API_PATHS.vnOpenedNumbers, (c) => {
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
      list: openedNumbers(sim, games, count, optionalInt(query, 'dayOfWeek', { min: 1, max: 7 })),
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
      const game = (
        gameId !== undefined
          ? sim.db.prepare('SELECT * FROM lottery_games WHERE id = ?').get(gameId)
          : sim.db.prepare('SELECT * FROM lottery_games WHERE code = ?').get(gameCode)
      ) as LotteryRow | undefined;
      if (!game) throw badRequest('Unknown lottery game');
      const count = optionalInt(query, 'count', { min: 1, max: 100 }) ?? 100;
      return ok(c, {
        list: openedNumbers(
          sim,
          [game],
          count,
          optionalInt(query, 'dayOfWeek', { min: 1, max: 7 }),
        ),
      });
    };
  app.get(API_PATHS.vnOpenedNumbersByGame, byGame(false));
  app.get(API_PATHS.lottoOpenedNumbers, byGame(true));

  app.get(API_PATHS.lotteryLobby, (c) => {
    const sim = c.get('sim');
    const items = rows(sim, prizeModeParam(c.req.query('prizeMode'))).map((row) =>
      menuItem(row, sim.now()),
    );
    const tags = [...new Set(items.map((item) => item.tag))];
    return ok(c, {
      categories: tags.map((tag) => ({ tag, games: items.filter((item) => item.tag === tag) })),
    });
  });
}
