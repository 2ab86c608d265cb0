import type Database from 'better-sqlite3';
import type { Prng } from '../../lib/prng';
import { LOTTERIES } from '../data/lotteries';
import { nodeIdOf } from './games';

/** The lottery games, each with its lobby entry in the games table. */
export function seedLotteries(db: Database.Database, prng: Prng): void {
  const insertGame = db.prepare(
    'INSERT INTO games (id, node_id, vendor_code, game_type, name, classify, min_bet, support_play, is_hot, is_new, is_vassalage, sort, launch_answer) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertLottery = db.prepare(
    'INSERT INTO lottery_games (id, code, label_name, tag, prize_mode, vendor, game_type, schedule, number_format, lock_seconds, on_sale, default_play_type, remark, sort, popularity) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  LOTTERIES.forEach((game, i) => {
    // the lobby entry of a lottery game shares its id with the lottery menu item (gameId)
    const id = i + 1;
    insertGame.run(
      id,
      nodeIdOf(id),
      game.vendor,
      game.gameType,
      game.label,
      'SC',
      0.01,
      1,
      0,
      0,
      0,
      i,
      'game_url',
    );
    insertLottery.run(
      id,
      game.code,
      game.label,
      game.tag,
      game.prizeMode,
      game.vendor,
      game.gameType,
      JSON.stringify(game.schedule),
      game.format,
      game.lock,
      game.code === 'VN_KT' ? 0 : 1,
      game.playType,
      `${game.label} (${game.tag})`,
      i,
      prng.int(1, 1000),
    );
  });
}
