import type { GameType } from '../../contract';
import type { LaunchAnswer } from '../rows';

export interface VendorSeed {
  code: string;
  type: GameType;
  name: string;
  esports?: boolean;
  /** generated games; lottery vendors get one game per lottery game instead, QA its fixed list */
  games: number;
}

export const VENDORS: VendorSeed[] = [
  { code: 'BGS', type: 'RNG', name: 'BGS Studio', games: 120 },
  { code: 'PG', type: 'RNG', name: 'PG Soft', games: 420 },
  { code: 'JILI', type: 'RNG', name: 'JILI', games: 400 },
  { code: 'PP', type: 'RNG', name: 'Pragmatic Play', games: 420 },
  { code: 'CQ9', type: 'RNG', name: 'CQ9', games: 360 },
  { code: 'FC', type: 'RNG', name: 'Fa Chai', games: 300 },
  { code: 'JDB', type: 'RNG', name: 'JDB', games: 340 },
  { code: 'SPADE', type: 'RNG', name: 'Spadegaming', games: 300 },
  { code: 'KY', type: 'PVP', name: 'Kaiyuan', games: 40 },
  { code: 'V8', type: 'PVP', name: 'V8 Poker', games: 36 },
  { code: 'TP', type: 'PVP', name: 'TP Cards', games: 30 },
  { code: 'EVO', type: 'LIVE', name: 'Evolution', games: 40 },
  { code: 'SEXY', type: 'LIVE', name: 'AE Sexy', games: 24 },
  { code: 'DG', type: 'LIVE', name: 'Dream Gaming', games: 24 },
  { code: 'WM', type: 'LIVE', name: 'WM Casino', games: 20 },
  { code: 'JILIF', type: 'FISH', name: 'JILI Fishing', games: 18 },
  { code: 'FCF', type: 'FISH', name: 'Fa Chai Fishing', games: 14 },
  { code: 'JDBF', type: 'FISH', name: 'JDB Fishing', games: 12 },
  { code: 'SABA', type: 'SPORTS', name: 'SABA Sports', games: 1 },
  { code: 'CMD', type: 'SPORTS', name: 'CMD368', games: 1 },
  { code: 'BTI', type: 'SPORTS', name: 'BTi Sports', games: 1 },
  { code: 'AV', type: 'SPORTS', name: 'AVIA E-sports', esports: true, games: 1 },
  { code: 'AI', type: 'SPORTS', name: 'AI E-sports', esports: true, games: 1 },
  { code: 'IMES', type: 'SPORTS', name: 'IM E-sports', esports: true, games: 1 },
  { code: 'TF', type: 'SPORTS', name: 'TF Gaming', esports: true, games: 1 },
  { code: 'IA', type: 'SPORTS', name: 'IA E-sports', esports: true, games: 1 },
  { code: 'GPI', type: 'ELOTT', name: 'GPI Keno', games: 0 },
  { code: 'ELOTT', type: 'ELOTT', name: 'E-Lottery', games: 0 },
  { code: 'LOTT', type: 'LOTTERY', name: 'Lottery', games: 0 },
  { code: 'TCG_LOTTO_VN', type: 'LOTTERY', name: 'Xổ Số Việt Nam', games: 0 },
  { code: 'TCG_SEA', type: 'LOTTERY', name: 'SEA Lottery', games: 0 },
  { code: 'QA', type: 'RNG', name: 'QA Test Studio', games: 0 },
];

/**
 * Games of the `QA` vendor with fixed ids, for the site's launch rules: unusable launch addresses
 * (the "Invalid URL" message), an answer in `game_url2` only, and a free trial next to a real-only game.
 */
export const QA_GAMES = [
  {
    id: 9001,
    name: 'Invalid Link (javascript)',
    launch: 'javascript',
    supportPlay: 1,
    classify: 'JP',
    minBet: 0.01,
  },
  {
    id: 9002,
    name: 'Invalid Link (garbage)',
    launch: 'garbage',
    supportPlay: 1,
    classify: 'VP',
    minBet: 0.05,
  },
  {
    id: 9003,
    name: 'Second Address Slots',
    launch: 'game_url2',
    supportPlay: 1,
    classify: 'AC',
    minBet: 0.1,
  },
  {
    id: 9004,
    name: 'Free Trial Classic',
    launch: 'game_url',
    supportPlay: 0,
    classify: 'TG',
    minBet: 0.5,
  },
  {
    id: 9005,
    name: 'Real Money Only',
    launch: 'game_url',
    supportPlay: 1,
    classify: 'SC',
    minBet: 0.75,
  },
] as const satisfies readonly {
  id: number;
  name: string;
  launch: LaunchAnswer;
  supportPlay: 0 | 1;
  classify: string;
  minBet: number;
}[];

/** Vendors whose launch answers its address in `game_url2` (`game_url` is then empty). */
export const LAUNCH_IN_URL2: ReadonlySet<GameType> = new Set(['LIVE', 'SPORTS']);

export const SLOT_WORDS_A = [
  'Golden',
  'Lucky',
  'Mighty',
  'Fortune',
  "Dragon's",
  'Wild',
  'Royal',
  'Mystic',
  'Super',
  'Crazy',
  'Jungle',
  'Ocean',
  'Sakura',
  "Pharaoh's",
  'Neon',
  'Diamond',
  'Lotus',
  "Tiger's",
  'Phoenix',
  'Thunder',
  'Candy',
  'Aztec',
  'Samurai',
  'Viking',
  'Cosmic',
];
export const SLOT_WORDS_B = [
  'Gems',
  'Riches',
  'Treasure',
  'Spins',
  'Fortune',
  'Quest',
  'Empire',
  'Wheel',
  'Party',
  'Fiesta',
  'Legends',
  'Rush',
  'Jackpot',
  'Kingdom',
  'Blaze',
  'Dreams',
  'Hunter',
  'Panda',
  'Temple',
  'Koi',
  'Bonanza',
  'Gold',
  'Stars',
  'Fruits',
  'Moon',
];
export const SLOT_SUFFIX = [
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' 2',
  ' Hold & Win',
  ' Xmas',
  ' Power Reels',
];
export const LIVE_NAMES = [
  'Baccarat',
  'Speed Baccarat',
  'Roulette',
  'Lightning Roulette',
  'Sic Bo',
  'Dragon Tiger',
  'Blackjack',
  'Fan Tan',
  'Crazy Time',
  'Mega Ball',
];
export const PVP_NAMES = [
  "Texas Hold'em",
  'Niu Niu',
  'Three Cards',
  'Tongits',
  'Pusoy',
  'Mahjong',
  'Rummy',
  'Teen Patti',
  'Blackjack Duel',
  'Landlord',
  'Sam Loc',
  'Tien Len',
];
export const FISH_NAMES = [
  'Ocean King',
  'Fishing War',
  'Dragon Fishing',
  'Mega Fishing',
  'Golden Toad',
  'Boom Legend',
  'Happy Fishing',
  'Shark Hunter',
  'Jackpot Fishing',
  'Fish Prawn Crab',
  'Royal Fishing',
  'Bombing Fishing',
  'Deep Sea',
  'Space Cat',
];
