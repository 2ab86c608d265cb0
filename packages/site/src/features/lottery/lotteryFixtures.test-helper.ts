/** Lottery menu items for tests, with the simulator's field values. */
import type { LotteryMenuItem } from '@wl/api-client';

export function menuItem(fields: Partial<LotteryMenuItem> & { gameId: number }): LotteryMenuItem {
  const code = fields.code ?? `GAME_${fields.gameId}`;
  const vendor = fields.vendor ?? 'LOTT';
  return {
    remark: '',
    tag: 'Lott',
    labelName: `Lottery ${fields.gameId}`,
    gameMenuSort: fields.gameId,
    gameMenus: [],
    drawDayOfWeek: '1,2,3,4,5,6,7',
    remainTime: 60_000,
    lockTime: 10,
    isSale: true,
    previousWinningNumber: '1,2,3,4,5',
    previousWinningTime: '2025-06-02T11:15:00.000Z',
    webIconUrl: `/sim-assets/lottery/${code}.svg`,
    defaultPlayType: 'FIVE_STAR',
    accountTypeName: vendor,
    gameType: 'LOTTERY',
    prizeMode: 'Lott',
    vassalage: vendor,
    gameCode: code,
    ...fields,
    code,
    vendor,
  };
}
