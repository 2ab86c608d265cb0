import { type LotteryMenuItem } from '../contract';
import type { LotteryRow } from '../db/rows';
import { drawsAround, issueNumber, winningNumber, type DrawSchedule } from '../lib/draws';

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
