import type { PrizeMode } from '../../contract';
import type { Db } from '../index';
import type { LotteryRow } from '../rows';

/** Lottery games (their draws are computed from the schedule, not stored) and members' recent ones. */
export function lotteryQueries(db: Db) {
  return {
    games: db.prepare<{ prizeMode: PrizeMode | null }, LotteryRow>(
      'SELECT * FROM lottery_games WHERE (@prizeMode IS NULL OR prize_mode = @prizeMode) ORDER BY sort',
    ),
    byId: db.prepare<[id: number], LotteryRow>('SELECT * FROM lottery_games WHERE id = ?'),
    byCode: db.prepare<[code: string], LotteryRow>('SELECT * FROM lottery_games WHERE code = ?'),
    popular: db.prepare<[count: number], LotteryRow>(
      'SELECT * FROM lottery_games ORDER BY popularity DESC LIMIT ?',
    ),
    recentOf: db.prepare<[memberId: number, count: number], LotteryRow>(
      'SELECT l.* FROM lottery_recents r JOIN lottery_games l ON l.id = r.game_id WHERE r.member_id = ? ORDER BY r.played_at DESC LIMIT ?',
    ),
  };
}
