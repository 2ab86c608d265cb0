import { GAME_CLASSIFIES, MIN_BETS, type GameClassify } from '../contract';
import { SLOT_WORDS_A, SLOT_WORDS_B } from './data/games';

/** The vendor the `/__sim/games/bulk` switch fills (RNG, sorted after every seeded vendor). */
export const BULK_VENDOR = { code: 'MEGA', name: 'Mega Lobby Studio', gameType: 'RNG' } as const;
export const BULK_DEFAULT_COUNT = 5000;
export const BULK_MAX_COUNT = 20_000;
/** Its games' ids are 100001, 100002, ... (node ids 150001, ...). */
export const BULK_FIRST_GAME_ID = 100_001;

const SUFFIXES = [
  '',
  ' Deluxe',
  ' Megaways',
  ' 2',
  ' Hold & Win',
  ' Xmas',
  ' Power Reels',
  ' Gold Edition',
];
const NAMES_PER_SUFFIX = SLOT_WORDS_A.length * SLOT_WORDS_B.length;

export interface BulkGame {
  id: number;
  name: string;
  classify: GameClassify;
  minBet: number;
  supportPlay: 0 | 1;
  isHot: 0 | 1;
  isNew: 0 | 1;
}

/**
 * The index-th game of the bulk vendor, the same every time: unique names (5,000 word combinations,
 * then numbered), every classify x min-bet pair equally often, a third with a free trial, 1 in 100 hot.
 */
export function bulkGame(index: number): BulkGame {
  const a = SLOT_WORDS_A[index % SLOT_WORDS_A.length];
  const b = SLOT_WORDS_B[Math.floor(index / SLOT_WORDS_A.length) % SLOT_WORDS_B.length];
  const round = Math.floor(index / NAMES_PER_SUFFIX);
  const suffix = round < SUFFIXES.length ? SUFFIXES[round] : ` #${index + 1}`;
  return {
    id: BULK_FIRST_GAME_ID + index,
    name: `${a} ${b}${suffix}`,
    classify: GAME_CLASSIFIES[index % GAME_CLASSIFIES.length] as GameClassify,
    minBet: MIN_BETS[Math.floor(index / GAME_CLASSIFIES.length) % MIN_BETS.length] as number,
    supportPlay: index % 3 === 0 ? 0 : 1,
    isHot: index % 100 === 0 ? 1 : 0,
    isNew: index % 50 === 7 ? 1 : 0,
  };
}
