import type { Hono } from 'hono';
import {
  API_PATHS,
  ERROR_CODES,
  GAME_CLASSIFIES,
  GAME_TYPES,
  type Game,
  type GameListResponse,
  type GameType,
  type HotMatch,
  type Vendor,
  type VendorGroup,
  type VendorLane,
  type WinnerEntry,
} from '../contract';
import {
  merchantOf,
  optionalMember,
  requireMember,
  type AppEnv,
  type Ctx,
  type MemberRow,
  type Sim,
} from '../context';
import {
  badRequest,
  ok,
  optionalInt,
  optionalNumber,
  optionalString,
  paging,
  readJson,
  refuse,
  totalPages,
  unauthorized,
} from '../lib/http';
import { escapeXml } from '../lib/svg';

interface GameRow {
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
  vendor_name: string;
}
interface VendorRow {
  code: string;
  game_type: GameType;
  display_name: string;
  account_type_name: string;
  card_id: number;
  is_hot: 0 | 1;
  is_esports: number;
  sort: number;
}

const GAME_SELECT =
  'SELECT g.*, v.display_name AS vendor_name FROM games g JOIN vendors v ON v.code = g.vendor_code';

export function toGame(row: GameRow, favourites: ReadonlySet<number> = new Set()): Game {
  const icon = `/sim-assets/game/${row.id}.svg`;
  return {
    gameId: row.id,
    nodeId: row.node_id,
    gameType: row.game_type,
    vassalage: row.vendor_code,
    gameName: row.name,
    displayName: row.name,
    gameClassify: row.classify,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: icon,
    nodeName: row.vendor_name,
    supportPlay: row.support_play,
    minBet: row.min_bet,
    isHot: row.is_hot,
    isNew: row.is_new,
    isGame: row.is_vassalage ? 'VASSALAGE' : 'GAME',
    favourite: favourites.has(row.id),
  };
}

export function toVendor(row: VendorRow): Vendor {
  return {
    vassalage: row.code,
    accountTypeName: row.account_type_name,
    displayName: row.display_name,
    cardId: row.card_id,
    gameType: row.game_type,
    iconUrl: `/sim-assets/vendor/${row.code}.svg`,
    isHot: row.is_hot,
    isEsports: row.is_esports === 1,
  };
}

function favouriteIds(sim: Sim, member: MemberRow | undefined): Set<number> {
  if (!member) return new Set();
  return new Set(
    (
      sim.db.prepare('SELECT game_id FROM favourites WHERE member_id = ?').all(member.id) as {
        game_id: number;
      }[]
    ).map((r) => r.game_id),
  );
}

function gameTypeParam(raw: string | undefined): GameType | 'ESPORTS' | undefined {
  if (!raw || raw === 'ALL') return undefined;
  const upper = raw.toUpperCase();
  if (upper === 'ESPORTS' || upper === 'INHOUSE') return upper === 'INHOUSE' ? 'RNG' : 'ESPORTS';
  if (!(GAME_TYPES as readonly string[]).includes(upper))
    throw badRequest(`gameType must be one of ${GAME_TYPES.join(', ')}, ESPORTS`);
  return upper as GameType;
}

function vendorParam(sim: Sim, raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const code = raw.toUpperCase();
  if (!sim.db.prepare('SELECT 1 FROM vendors WHERE code = ?').get(code))
    throw badRequest(`Unknown vendor ${raw}`);
  return code;
}

function gameById(sim: Sim, source: Record<string, unknown>): GameRow {
  const gameId = optionalInt(source, 'gameId', { min: 1 });
  const nodeId = optionalInt(source, 'nodeId', { min: 1 });
  if (gameId === undefined && nodeId === undefined)
    throw badRequest('gameId or nodeId is required');
  const row = (
    gameId !== undefined
      ? sim.db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(gameId)
      : sim.db.prepare(`${GAME_SELECT} WHERE g.node_id = ?`).get(nodeId)
  ) as GameRow | undefined;
  if (!row) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Game not found');
  return row;
}

export function gameRoutes(app: Hono<AppEnv>): void {
  app.get(API_PATHS.gameList, (c) => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const member = optionalMember(c);
    const { pageNo, pageSize, offset } = paging(query, 20, 200);
    const where: string[] = [];
    const params: unknown[] = [];
    const type = gameTypeParam(optionalString(query, 'gameType'));
    if (type === 'ESPORTS') where.push("g.game_type = 'SPORTS' AND v.is_esports = 1");
    else if (type) {
      where.push('g.game_type = ?');
      params.push(type);
    }
    const vendor = vendorParam(sim, optionalString(query, 'vassalage'));
    if (vendor) {
      where.push('g.vendor_code = ?');
      params.push(vendor);
    }
    const classify = optionalString(query, 'gameClassify')?.toUpperCase();
    if (classify === 'HOT') where.push('g.is_hot = 1');
    else if (classify === 'FAV') {
      if (!member) throw unauthorized();
      {
        where.push('g.id IN (SELECT game_id FROM favourites WHERE member_id = ?)');
        params.push(member.id);
      }
    } else if (classify && classify !== 'ALL') {
      if (!(GAME_CLASSIFIES as readonly string[]).includes(classify))
        throw badRequest(
          `gameClassify must be ALL, HOT, FAV or one of ${GAME_CLASSIFIES.join(', ')}`,
        );
      {
        where.push('g.classify = ?');
        params.push(classify);
      }
    }
    const minBet = optionalNumber(query, 'minBet');
    if (minBet !== undefined && minBet > 0) {
      where.push('ABS(g.min_bet - ?) < 0.0001');
      params.push(minBet);
    }
    const isNew = optionalInt(query, 'isNew', { min: 0, max: 1 });
    if (isNew === 1) where.push('g.is_new = 1');
    const name = optionalString(query, 'gameName', 100);
    if (name) {
      where.push("g.name LIKE ? ESCAPE '\\'");
      params.push(`%${name.replace(/[%_\\]/g, (m) => `\\${m}`)}%`);
    }
    const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
    // the vendor join is only needed to filter e-sports vendors
    const countFrom =
      type === 'ESPORTS' ? 'games g JOIN vendors v ON v.code = g.vendor_code' : 'games g';
    const total = (
      sim.db.prepare(`SELECT COUNT(*) AS n FROM ${countFrom} ${clause}`).get(...params) as {
        n: number;
      }
    ).n;
    const rows = sim.db
      .prepare(`${GAME_SELECT} ${clause} ORDER BY g.is_hot DESC, g.id LIMIT ? OFFSET ?`)
      .all(...params, pageSize, offset) as GameRow[];
    const favourites = favouriteIds(sim, member);
    const value: GameListResponse = {
      games: rows.map((row) => toGame(row, favourites)),
      totalPages: totalPages(total, pageSize),
      total,
      pageNo,
    };
    return ok(c, value);
  });

  app.get(API_PATHS.hotGames, (c) => {
    const sim = c.get('sim');
    const vendor = vendorParam(sim, c.req.query('vassalage'));
    const rows = sim.db
      .prepare(
        `${GAME_SELECT} WHERE g.is_hot = 1 ${vendor ? 'AND g.vendor_code = ?' : ''} AND g.game_type IN ('RNG','FISH','LIVE','PVP') ORDER BY g.id LIMIT 45`,
      )
      .all(...(vendor ? [vendor] : [])) as GameRow[];
    const favourites = favouriteIds(sim, optionalMember(c));
    return ok(c, { list: rows.map((row) => toGame(row, favourites)) });
  });

  app.get(API_PATHS.favourites, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const query = c.req.query() as Record<string, unknown>;
    const { pageSize, offset } = paging(query, 999, 999);
    const type = gameTypeParam(optionalString(query, 'gameType'));
    const vendor = vendorParam(
      sim,
      optionalString(query, 'vendor') ?? optionalString(query, 'vassalage'),
    );
    const where = ['f.member_id = ?'];
    const params: unknown[] = [member.id];
    if (type && type !== 'ESPORTS') {
      where.push('g.game_type = ?');
      params.push(type);
    }
    if (vendor) {
      where.push('g.vendor_code = ?');
      params.push(vendor);
    }
    const from = `FROM favourites f JOIN games g ON g.id = f.game_id JOIN vendors v ON v.code = g.vendor_code WHERE ${where.join(' AND ')}`;
    const total = (sim.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number })
      .n;
    const rows = sim.db
      .prepare(
        `SELECT g.*, v.display_name AS vendor_name ${from} ORDER BY f.created_at DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, pageSize, offset) as GameRow[];
    const all = new Set(rows.map((r) => r.id));
    return ok(c, {
      content: rows.map((row) => toGame(row, all)),
      totalPages: totalPages(total, pageSize),
    });
  });

  const favouriteTarget = async (c: Ctx): Promise<{ member: MemberRow; game: GameRow }> => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const text = await c.req.text();
    let source: Record<string, unknown> = c.req.query() as Record<string, unknown>;
    if (text.trim()) {
      try {
        source = { ...source, ...(JSON.parse(text) as Record<string, unknown>) };
      } catch {
        throw badRequest('The request body is not valid JSON');
      }
    }
    const game = gameById(sim, source);
    const vendor = optionalString(source, 'vendor') ?? optionalString(source, 'vassalage');
    if (vendor && vendor.toUpperCase() !== game.vendor_code)
      throw badRequest(`Game ${game.node_id} does not belong to vendor ${vendor}`);
    return { member, game };
  };
  app.post(API_PATHS.favourites, async (c) => {
    const { member, game } = await favouriteTarget(c);
    c.get('sim')
      .db.prepare(
        'INSERT OR IGNORE INTO favourites (member_id, game_id, created_at) VALUES (?, ?, ?)',
      )
      .run(member.id, game.id, c.get('sim').now());
    return ok(c, { nodeId: game.node_id, favourite: true }, 'Added to favourites');
  });
  app.delete(API_PATHS.favourites, async (c) => {
    const { member, game } = await favouriteTarget(c);
    c.get('sim')
      .db.prepare('DELETE FROM favourites WHERE member_id = ? AND game_id = ?')
      .run(member.id, game.id);
    return ok(c, { nodeId: game.node_id, favourite: false }, 'Removed from favourites');
  });

  app.get(API_PATHS.recentGames, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const vendor = vendorParam(sim, c.req.query('vassalage'));
    const { pageSize, offset } = paging(c.req.query() as Record<string, unknown>, 20, 100);
    const where = `WHERE r.member_id = ? ${vendor ? 'AND g.vendor_code = ?' : ''}`;
    const params = vendor ? [member.id, vendor] : [member.id];
    const from = `FROM recents r JOIN games g ON g.id = r.game_id JOIN vendors v ON v.code = g.vendor_code ${where}`;
    const total = (sim.db.prepare(`SELECT COUNT(*) AS n ${from}`).get(...params) as { n: number })
      .n;
    const rows = sim.db
      .prepare(
        `SELECT g.*, v.display_name AS vendor_name ${from} ORDER BY r.played_at DESC LIMIT ? OFFSET ?`,
      )
      .all(...params, pageSize, offset) as GameRow[];
    return ok(c, {
      list: rows.map((row) => toGame(row, favouriteIds(sim, member))),
      totalPages: totalPages(total, pageSize),
    });
  });

  const vendorGroups = (sim: Sim): VendorGroup[] => {
    const vendors = (
      sim.db.prepare('SELECT * FROM vendors ORDER BY sort').all() as VendorRow[]
    ).map(toVendor);
    return GAME_TYPES.map((gameCategory) => ({
      gameCategory,
      vendors: vendors.filter((v) => v.gameType === gameCategory),
    })).filter((g) => g.vendors.length);
  };
  app.get(API_PATHS.vendorGameTypes, (c) => {
    requireMember(c, { allowTrial: true });
    return ok(c, vendorGroups(c.get('sim')));
  });
  app.get(API_PATHS.vendorLanes, (c) => {
    const lanes: VendorLane[] = vendorGroups(c.get('sim')).map((group) => ({
      title: group.gameCategory,
      cards: group.vendors.map((v) => ({
        vassalage: v.vassalage,
        displayName: v.displayName,
        isHot: v.isHot,
        gameClassify: group.gameCategory,
        iconUrl: v.iconUrl,
        cardId: v.cardId,
      })),
    }));
    return ok(c, { data: { lanes } });
  });

  app.get(API_PATHS.pvpRooms, (c) => {
    const sim = c.get('sim');
    const vendor = vendorParam(sim, c.req.query('vassalage'));
    const rows = sim.db
      .prepare(`SELECT * FROM pvp_rooms ${vendor ? 'WHERE vendor_code = ?' : ''} ORDER BY id`)
      .all(...(vendor ? [vendor] : [])) as {
      id: number;
      vendor_code: string;
      name: string;
      min_bet: number;
      players: number;
    }[];
    return ok(c, {
      roomList: rows.map((r) => ({
        roomId: r.id,
        roomName: r.name,
        vassalage: r.vendor_code,
        minBet: r.min_bet,
        players: r.players,
      })),
    });
  });

  const launch = async (c: Ctx, source: Record<string, unknown>): Promise<Response> => {
    const sim = c.get('sim');
    const demo = optionalInt(source, 'demo', { min: 0, max: 1 }) === 1;
    const member = demo ? optionalMember(c) : requireMember(c);
    let game: GameRow;
    const roomId = optionalInt(source, 'roomId', { min: 1 });
    if (roomId !== undefined && source.gameId === undefined && source.nodeId === undefined) {
      const room = sim.db.prepare('SELECT vendor_code FROM pvp_rooms WHERE id = ?').get(roomId) as
        { vendor_code: string } | undefined;
      if (!room) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Room not found');
      game = sim.db
        .prepare(`${GAME_SELECT} WHERE g.vendor_code = ? ORDER BY g.sort LIMIT 1`)
        .get(room.vendor_code) as GameRow;
    } else game = gameById(sim, source);
    const vendor = optionalString(source, 'vassalage');
    if (!vendor) throw badRequest('vassalage is required');
    if (vendor.toUpperCase() !== game.vendor_code)
      throw badRequest(`Game ${game.id} does not belong to vendor ${vendor}`);
    if (demo && game.support_play !== 0)
      throw refuse(ERROR_CODES.FEATURE_DISABLED, 'This game has no free trial');
    if (member && !demo) {
      sim.db
        .prepare(
          'INSERT INTO recents (member_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT(member_id, game_id) DO UPDATE SET played_at = excluded.played_at',
        )
        .run(member.id, game.id, sim.now());
    }
    const origin = new URL(c.req.url).origin;
    const params = new URLSearchParams({
      player: member?.account ?? 'guest',
      merchant: merchantOf(c).code,
      mode: demo ? 'demo' : 'real',
    });
    const language = optionalString(source, 'language') ?? c.req.header('Language');
    if (language) params.set('lang', language);
    return ok(c, { game_url: `${origin}/sim-game/${game.id}?${params}`, game_url2: null });
  };
  app.get(API_PATHS.launchGame, (c) => launch(c, c.req.query() as Record<string, unknown>));
  app.post(API_PATHS.launchGameV2, async (c) => launch(c, await readJson(c)));

  app.get(API_PATHS.popupGameList, (c) => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const vendor = vendorParam(sim, optionalString(query, 'vassalage'));
    if (!vendor) throw badRequest('vassalage is required');
    const { pageSize, offset, pageNo } = paging(query, 1000, 1000);
    const total = (
      sim.db.prepare('SELECT COUNT(*) AS n FROM games WHERE vendor_code = ?').get(vendor) as {
        n: number;
      }
    ).n;
    const rows = sim.db
      .prepare(`${GAME_SELECT} WHERE g.vendor_code = ? ORDER BY g.sort LIMIT ? OFFSET ?`)
      .all(vendor, pageSize, offset) as GameRow[];
    return ok(c, {
      games: rows.map((row) => toGame(row)),
      totalPages: totalPages(total, pageSize),
      total,
      pageNo,
    });
  });

  const winners = (c: Ctx, order: 'recent' | 'amount'): Response => {
    const sim = c.get('sim');
    const query = c.req.query() as Record<string, unknown>;
    const limit = optionalInt(query, 'limitNum', { min: 1, max: 50 }) ?? 20;
    const category = gameTypeParam(optionalString(query, 'gameCategory'));
    const rows = sim.db
      .prepare(
        `SELECT w.customer_name, w.win_amount, w.win_at, g.name, g.vendor_code FROM winners w JOIN games g ON g.id = w.game_id
         ${category && category !== 'ESPORTS' ? 'WHERE g.game_type = ?' : ''} ORDER BY ${order === 'recent' ? 'w.win_at DESC' : 'w.win_amount DESC'} LIMIT ?`,
      )
      .all(...(category && category !== 'ESPORTS' ? [category, limit] : [limit])) as {
      customer_name: string;
      win_amount: number;
      win_at: number;
      name: string;
      vendor_code: string;
    }[];
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
  app.get(API_PATHS.winners, (c) => winners(c, 'recent'));
  app.get(API_PATHS.winnerRank, (c) => winners(c, 'amount'));

  app.get(API_PATHS.hotMatches, (c) => {
    const sim = c.get('sim');
    const seededAt = Date.parse(
      (
        sim.db.prepare("SELECT value FROM settings WHERE key = 'seeded_at'").get() as {
          value: string;
        }
      ).value,
    );
    // matches stay in the future: they roll forward a week at a time
    const week = 7 * 86_400_000;
    const rows = sim.db.prepare('SELECT * FROM hot_matches ORDER BY hours_from_seed').all() as {
      id: number;
      vendor_code: string;
      league: string;
      home_team: string;
      away_team: string;
      hours_from_seed: number;
    }[];
    const list: HotMatch[] = rows
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
}

/** The page a launched game opens: a real HTML page naming the game and the player. */
export function gamePage(
  sim: Sim,
  gameId: number,
  player: string,
  mode: string,
): string | undefined {
  const row = sim.db.prepare(`${GAME_SELECT} WHERE g.id = ?`).get(gameId) as GameRow | undefined;
  if (!row) return undefined;
  const name = escapeXml(row.name);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title><meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{margin:0;font-family:system-ui,sans-serif;background:#101418;color:#f3f3f3;display:grid;place-items:center;min-height:100vh}main{text-align:center}img{width:160px;border-radius:16px}button{font-size:1rem;padding:.6rem 1.4rem;border-radius:8px;border:0;background:#e0b341;color:#111;cursor:pointer}</style></head>
<body><main><img src="/sim-assets/game/${row.id}.svg" alt=""><h1>${name}</h1><p>${escapeXml(row.vendor_name)} · ${escapeXml(row.game_type)}</p>
<p>Player: <strong data-testid="player">${escapeXml(player)}</strong> (${mode === 'demo' ? 'free trial' : 'real money'})</p>
<button type="button" onclick="document.getElementById('r').textContent='Spin result: '+(1+Math.floor(Math.random()*6))">Spin</button><p id="r" aria-live="polite"></p></main></body></html>`;
}
