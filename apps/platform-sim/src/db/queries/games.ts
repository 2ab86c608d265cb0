import type { Statement } from 'better-sqlite3';
import type { GameClassify, GameType } from '../../contract';
import type { Db } from '../index';
import type { Count, Found, GameRow, HotMatchRow, PvpRoomRow, VendorRow, WinnerRow } from '../rows';

const GAME_SELECT =
  'SELECT g.*, v.display_name AS vendor_name FROM games g JOIN vendors v ON v.code = g.vendor_code';
/** Types whose games show in the hot list and feed the seeded winners and bets. */
const TILE_TYPES = "('RNG','FISH','LIVE','PVP')";

/** Filters of the lobby list; every one is optional. */
export interface GameListFilter {
  gameType?: GameType;
  /** SPORTS games of e-sports vendors */
  esports?: boolean;
  vendor?: string;
  hot?: boolean;
  /** only the favourites of this member */
  favouritesOf?: number;
  classify?: GameClassify;
  minBet?: number;
  isNew?: boolean;
  /** substring of the name (LIKE, wildcards escaped) */
  nameContains?: string;
}

/** Lobby pages kept between writes (a few hundred KB at most). */
const LIST_CACHE_PAGES = 500;

/** Min bets are stored as the filter's own values; the range absorbs float noise in the query. */
const MIN_BET_TOLERANCE = 0.0001;

/** The lobby list's SQL for a filter: a count and a page (its params, then LIMIT and OFFSET). */
export function gameListSql(filter: GameListFilter): {
  count: string;
  rows: string;
  params: unknown[];
} {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const where = (clause: string, ...values: unknown[]): void => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filter.esports) where("g.game_type = 'SPORTS' AND v.is_esports = 1");
  else if (filter.gameType) where('g.game_type = ?', filter.gameType);
  if (filter.vendor) where('g.vendor_code = ?', filter.vendor);
  if (filter.hot) where('g.is_hot = 1');
  if (filter.favouritesOf !== undefined) {
    where('g.id IN (SELECT game_id FROM favourites WHERE member_id = ?)', filter.favouritesOf);
  }
  if (filter.classify) where('g.classify = ?', filter.classify);
  if (filter.minBet !== undefined) {
    where(
      'g.min_bet BETWEEN ? AND ?',
      filter.minBet - MIN_BET_TOLERANCE,
      filter.minBet + MIN_BET_TOLERANCE,
    );
  }
  if (filter.isNew) where('g.is_new = 1');
  if (filter.nameContains) {
    where(
      "g.name LIKE ? ESCAPE '\\'",
      `%${filter.nameContains.replace(/[%_\\]/g, (m) => `\\${m}`)}%`,
    );
  }
  const whereSql = clauses.length ? `WHERE ${clauses.join(' AND ')}` : '';
  // the vendor join is only needed to filter e-sports vendors
  const countFrom = filter.esports ? 'games g JOIN vendors v ON v.code = g.vendor_code' : 'games g';
  return {
    count: `SELECT COUNT(*) AS n FROM ${countFrom} ${whereSql}`,
    rows: `${GAME_SELECT} ${whereSql} ORDER BY g.is_hot DESC, g.id LIMIT ? OFFSET ?`,
    params,
  };
}

interface ListStatements {
  count: Statement<unknown[], Count>;
  rows: Statement<unknown[], GameRow>;
}

/** Vendors, games, favourites, recents, rooms, winners and hot matches. */
export function gameQueries(db: Db) {
  // The lobby list has a WHERE clause per filter combination (at most 2^9 shapes): each shape is
  // prepared once, so SQLite can use the index that fits it instead of `? IS NULL OR ...` scans.
  const listStatements = new Map<string, ListStatements>();
  // Lobby pages are read far more often than anything is written: a page is kept until this
  // connection writes any row (total_changes() moves), so a cached page is never stale.
  const totalChanges = db.prepare<[], number>('SELECT total_changes()').pluck();
  const listCache = new Map<string, { total: number; rows: GameRow[] }>();
  let listCacheChanges = -1;

  const favouriteIds = db.prepare<[memberId: number], { game_id: number }>(
    'SELECT game_id FROM favourites WHERE member_id = ?',
  );
  const favouritesFrom = `FROM favourites f JOIN games g ON g.id = f.game_id JOIN vendors v ON v.code = g.vendor_code
    WHERE f.member_id = @memberId AND (@gameType IS NULL OR g.game_type = @gameType) AND (@vendor IS NULL OR g.vendor_code = @vendor)`;
  const recentsFrom = `FROM recents r JOIN games g ON g.id = r.game_id JOIN vendors v ON v.code = g.vendor_code
    WHERE r.member_id = @memberId AND (@vendor IS NULL OR g.vendor_code = @vendor)`;
  const winnersFrom = `SELECT w.customer_name, w.win_amount, w.win_at, g.name, g.vendor_code FROM winners w JOIN games g ON g.id = w.game_id
    WHERE (@gameType IS NULL OR g.game_type = @gameType)`;

  // The cross-vendor search: a name contains the text (LIKE, any case for ASCII, wildcards escaped);
  // names that start with it first. A scan of every game: 10,000 take a few milliseconds.
  const searchWhere =
    "FROM games g JOIN vendors v ON v.code = g.vendor_code WHERE g.name LIKE @contains ESCAPE '\\'";
  const searchCount = db.prepare<{ contains: string }, Count>(
    `SELECT COUNT(*) AS n ${searchWhere}`,
  );
  const searchRows = db.prepare<{ contains: string; prefix: string; limit: number }, GameRow>(
    `SELECT g.*, v.display_name AS vendor_name ${searchWhere}
     ORDER BY (g.name LIKE @prefix ESCAPE '\\') DESC, g.is_hot DESC, g.name, g.id LIMIT @limit`,
  );

  type MemberPage = {
    memberId: number;
    gameType: GameType | null;
    vendor: string | null;
    limit: number;
    offset: number;
  };
  type WinnersQuery = { gameType: GameType | null; limit: number };

  return {
    /** Games of every vendor whose name contains `text`, at most `limit`, and how many matched. */
    search(text: string, limit: number): { total: number; rows: GameRow[] } {
      const escaped = text.replace(/[%_\\]/g, (m) => `\\${m}`);
      const contains = `%${escaped}%`;
      return {
        total: searchCount.get({ contains })?.n ?? 0,
        rows: searchRows.all({ contains, prefix: `${escaped}%`, limit }),
      };
    },
    /** One page of the lobby list, hot games first, and the total matching. */
    list(
      filter: GameListFilter,
      limit: number,
      offset: number,
    ): { total: number; rows: GameRow[] } {
      const sql = gameListSql(filter);
      const changes = totalChanges.get() ?? 0;
      if (changes !== listCacheChanges) {
        listCache.clear();
        listCacheChanges = changes;
      }
      const cacheKey = JSON.stringify([sql.rows, sql.params, limit, offset]);
      const cached = listCache.get(cacheKey);
      if (cached) return cached;
      let statements = listStatements.get(sql.rows);
      if (!statements) {
        statements = {
          count: db.prepare<unknown[], Count>(sql.count),
          rows: db.prepare<unknown[], GameRow>(sql.rows),
        };
        listStatements.set(sql.rows, statements);
      }
      const total = statements.count.get(...sql.params)?.n ?? 0;
      const page = { total, rows: statements.rows.all(...sql.params, limit, offset) };
      if (listCache.size >= LIST_CACHE_PAGES) listCache.clear();
      listCache.set(cacheKey, page);
      return page;
    },

    byId: db.prepare<[id: number], GameRow>(`${GAME_SELECT} WHERE g.id = ?`),
    byNodeId: db.prepare<[nodeId: number], GameRow>(`${GAME_SELECT} WHERE g.node_id = ?`),
    firstOfVendor: db.prepare<[vendor: string], GameRow>(
      `${GAME_SELECT} WHERE g.vendor_code = ? ORDER BY g.sort LIMIT 1`,
    ),
    hot: db.prepare<{ vendor: string | null }, GameRow>(
      `${GAME_SELECT} WHERE g.is_hot = 1 AND (@vendor IS NULL OR g.vendor_code = @vendor) AND g.game_type IN ${TILE_TYPES} ORDER BY g.id LIMIT 45`,
    ),
    /** Ids of every game the member has favourited (to mark hearts). */
    favouriteIds: (memberId: number): Set<number> =>
      new Set(favouriteIds.all(memberId).map((row) => row.game_id)),
    countFavourites: db.prepare<Omit<MemberPage, 'limit' | 'offset'>, Count>(
      `SELECT COUNT(*) AS n ${favouritesFrom}`,
    ),
    favourites: db.prepare<MemberPage, GameRow>(
      `SELECT g.*, v.display_name AS vendor_name ${favouritesFrom} ORDER BY f.created_at DESC LIMIT @limit OFFSET @offset`,
    ),
    addFavourite: db.prepare<[memberId: number, gameId: number, createdAt: number]>(
      'INSERT OR IGNORE INTO favourites (member_id, game_id, created_at) VALUES (?, ?, ?)',
    ),
    removeFavourite: db.prepare<[memberId: number, gameId: number]>(
      'DELETE FROM favourites WHERE member_id = ? AND game_id = ?',
    ),
    countRecents: db.prepare<Pick<MemberPage, 'memberId' | 'vendor'>, Count>(
      `SELECT COUNT(*) AS n ${recentsFrom}`,
    ),
    recents: db.prepare<Omit<MemberPage, 'gameType'>, GameRow>(
      `SELECT g.*, v.display_name AS vendor_name ${recentsFrom} ORDER BY r.played_at DESC LIMIT @limit OFFSET @offset`,
    ),
    recordRecent: db.prepare<[memberId: number, gameId: number, playedAt: number]>(
      'INSERT INTO recents (member_id, game_id, played_at) VALUES (?, ?, ?) ON CONFLICT(member_id, game_id) DO UPDATE SET played_at = excluded.played_at',
    ),

    vendors: db.prepare<[], VendorRow>('SELECT * FROM vendors ORDER BY sort'),
    vendorExists: db.prepare<[code: string], Found>(
      'SELECT 1 AS found FROM vendors WHERE code = ?',
    ),
    pvpRooms: db.prepare<{ vendor: string | null }, PvpRoomRow>(
      'SELECT * FROM pvp_rooms WHERE (@vendor IS NULL OR vendor_code = @vendor) ORDER BY id',
    ),
    roomVendor: db.prepare<[roomId: number], { vendor_code: string }>(
      'SELECT vendor_code FROM pvp_rooms WHERE id = ?',
    ),
    countOfVendor: db.prepare<[vendor: string], Count>(
      'SELECT COUNT(*) AS n FROM games WHERE vendor_code = ?',
    ),
    pageOfVendor: db.prepare<[vendor: string, limit: number, offset: number], GameRow>(
      `${GAME_SELECT} WHERE g.vendor_code = ? ORDER BY g.sort LIMIT ? OFFSET ?`,
    ),

    recentWinners: db.prepare<WinnersQuery, WinnerRow>(
      `${winnersFrom} ORDER BY w.win_at DESC LIMIT @limit`,
    ),
    largestWinners: db.prepare<WinnersQuery, WinnerRow>(
      `${winnersFrom} ORDER BY w.win_amount DESC LIMIT @limit`,
    ),
    hotMatches: db.prepare<[], HotMatchRow>('SELECT * FROM hot_matches ORDER BY hours_from_seed'),
    seededAt: db.prepare<[], { value: string }>(
      "SELECT value FROM settings WHERE key = 'seeded_at'",
    ),
  };
}
