import type Database from 'better-sqlite3';
import type { Prng } from '../../lib/prng';
import { GAME_CLASSIFIES, MIN_BETS, type GameType } from '../../contract';
import {
  FISH_NAMES,
  LAUNCH_IN_URL2,
  LIVE_NAMES,
  PVP_NAMES,
  QA_GAMES,
  SLOT_SUFFIX,
  SLOT_WORDS_A,
  SLOT_WORDS_B,
  VENDORS,
  type VendorSeed,
} from '../data/games';

/** Node id of a seeded game (unique across vendors). */
export const nodeIdOf = (gameId: number): number => 50000 + gameId;

function vendorGameName(vendor: VendorSeed, index: number, prng: Prng, taken: Set<string>): string {
  for (let attempt = 0; ; attempt++) {
    let name: string;
    if (vendor.type === 'RNG')
      name = `${prng.pick(SLOT_WORDS_A)} ${prng.pick(SLOT_WORDS_B)}${prng.pick(SLOT_SUFFIX)}`;
    else if (vendor.type === 'LIVE')
      name = `${prng.pick(LIVE_NAMES)} ${String.fromCharCode(65 + (index % 26))}${index >= 26 ? Math.floor(index / 26) : ''}`;
    else if (vendor.type === 'PVP')
      name = `${prng.pick(PVP_NAMES)}${index >= PVP_NAMES.length ? ` ${prng.pick(['Classic', 'Turbo', 'VIP', 'Pro', 'Mini'])}` : ''}`;
    else if (vendor.type === 'FISH') name = FISH_NAMES[index % FISH_NAMES.length] ?? 'Fishing';
    else if (vendor.type === 'SPORTS') name = `${vendor.name} Lobby`;
    else if (vendor.type === 'ELOTT')
      name =
        vendor.code === 'GPI'
          ? `Keno ${['1 Minute', '3 Minutes', '5 Minutes', 'Super', 'Lucky', 'Mega'][index]}`
          : `E-Lotto ${index + 1}`;
    else name = `${vendor.name} ${index + 1}`;
    if (attempt > 20) name = `${name} ${index + 1}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
}

function classifyFor(type: GameType, prng: Prng): string {
  if (type === 'RNG') return prng.next() < 0.6 ? 'JP' : prng.pick(GAME_CLASSIFIES);
  if (type === 'LIVE' || type === 'PVP') return 'TG';
  if (type === 'FISH') return 'AC';
  return 'SC';
}

/** Vendors, their generated games, the QA games and the PvP rooms; answers the ids of the games bets and favourites may use. */
export function seedGames(db: Database.Database, prng: Prng): number[] {
  const insertVendor = db.prepare(
    'INSERT INTO vendors (code, game_type, display_name, account_type_name, card_id, is_hot, is_esports, sort) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertGame = db.prepare(
    'INSERT INTO games (id, node_id, vendor_code, game_type, name, classify, min_bet, support_play, is_hot, is_new, is_vassalage, sort, launch_answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  let gameId = 1000;
  VENDORS.forEach((vendor, vendorIndex) => {
    insertVendor.run(
      vendor.code,
      vendor.type,
      vendor.name,
      vendor.code,
      100 + vendorIndex,
      vendorIndex % 3 === 0 ? 1 : 0,
      vendor.esports ? 1 : 0,
      vendorIndex,
    );
    const taken = new Set<string>();
    for (let i = 0; i < vendor.games; i++) {
      gameId++;
      const generated = vendorGameName(vendor, i, prng, taken);
      // the first entry of a PVP vendor is its lobby: it opens the vendor's popup game list
      const vassalage = vendor.type === 'PVP' && i === 0;
      insertGame.run(
        gameId,
        nodeIdOf(gameId),
        vendor.code,
        vendor.type,
        vassalage ? `${vendor.name} Lobby` : generated,
        classifyFor(vendor.type, prng),
        vendor.type === 'SPORTS' ? 0.5 : prng.pick(MIN_BETS),
        vendor.type === 'RNG' || vendor.type === 'FISH' ? (prng.chance(0.6) ? 0 : 1) : 1,
        prng.chance(0.06) ? 1 : 0,
        prng.chance(0.05) ? 1 : 0,
        vassalage ? 1 : 0,
        i,
        LAUNCH_IN_URL2.has(vendor.type) ? 'game_url2' : 'game_url',
      );
    }
  });
  const gameIds = (
    db.prepare("SELECT id FROM games WHERE game_type IN ('RNG','FISH','LIVE','PVP')").all() as {
      id: number;
    }[]
  ).map((row) => row.id);
  // after the pool above: seeded winners, bets and favourites never point at the QA games
  QA_GAMES.forEach((game, i) =>
    insertGame.run(
      game.id,
      nodeIdOf(game.id),
      'QA',
      'RNG',
      game.name,
      game.classify,
      game.minBet,
      game.supportPlay,
      0,
      0,
      0,
      i,
      game.launch,
    ),
  );

  const insertRoom = db.prepare(
    'INSERT INTO pvp_rooms (vendor_code, name, min_bet, players) VALUES (?, ?, ?, ?)',
  );
  for (const vendor of VENDORS.filter((v) => v.type === 'PVP')) {
    ['Beginner', 'Regular', 'Expert', 'VIP'].forEach((level, i) =>
      insertRoom.run(
        vendor.code,
        `${vendor.name} ${level}`,
        [0.1, 1, 5, 50][i] ?? 1,
        prng.int(3, 240),
      ),
    );
  }
  return gameIds;
}
