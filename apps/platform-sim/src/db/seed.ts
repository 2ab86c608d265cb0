import type Database from 'better-sqlite3';
import { createPrng, type Prng } from '../lib/prng';
import { hashPasswordSync } from '../lib/security';
import { MERCHANTS } from '../merchants/config';
import {
  GAME_CLASSIFIES,
  MIN_BETS,
  type Banner,
  type BannerGroup,
  type GameType,
} from '../contract';
import type { DrawSchedule, NumberFormat } from '../lib/draws';
import type { LaunchAnswer } from './rows';
import { seedAgentTeams } from './seedAgents';
import { seedFunds } from './seedFunds';
import { seedResponsibleGaming } from './seedResponsibleGaming';

export const SEED = 20250101;
const DAY = 86_400_000;
/** Passwords older than this are expired (only enforced with PWDEXPFORCECHANGE3). */
export const PASSWORD_MAX_AGE_MS = 90 * DAY;

/** One hash per seeded password per process: scrypt is slow on purpose and tests reseed often. */
const seedHashes = new Map<string, string>();
const seedHash = (password: string): string => {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPasswordSync(password);
    seedHashes.set(password, hash);
  }
  return hash;
};

export const SEEDED_ACCOUNTS = [
  {
    account: 'player1',
    password: 'Player123',
    type: 0,
    rank: 2,
    mobile: '0912345678',
    dialing: '84',
    email: 'player1@example.com',
  },
  {
    account: 'vip1',
    password: 'Player123',
    type: 0,
    rank: 6,
    mobile: '0912000006',
    dialing: '84',
    email: 'vip1@example.com',
  },
  {
    account: 'agent1',
    password: 'Agent1234',
    type: 1,
    rank: 4,
    mobile: '0912000001',
    dialing: '84',
    email: 'agent1@example.com',
  },
  {
    account: 'temp1',
    password: 'Temp1234',
    type: 0,
    rank: 1,
    mobile: null,
    dialing: null,
    email: 'temp1@example.com',
  },
  {
    account: 'expired1',
    password: 'Expired123',
    type: 0,
    rank: 1,
    mobile: null,
    dialing: null,
    email: 'expired1@example.com',
  },
] as const;
export const AGENT_AFFILIATE_CODE = 'AGENT01';

interface VendorSeed {
  code: string;
  type: GameType;
  name: string;
  esports?: boolean;
  /** generated games; lottery vendors get one game per lottery game instead, QA its fixed list */
  games: number;
}

const VENDORS: VendorSeed[] = [
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

/** Node id of a seeded game (unique across vendors). */
export const nodeIdOf = (gameId: number): number => 50000 + gameId;

/** Vendors whose launch answers its address in `game_url2` (`game_url` is then empty). */
const LAUNCH_IN_URL2: ReadonlySet<GameType> = new Set(['LIVE', 'SPORTS']);

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
const SLOT_SUFFIX = [
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
const LIVE_NAMES = [
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
const PVP_NAMES = [
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
const FISH_NAMES = [
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

interface LotterySeed {
  code: string;
  label: string;
  tag: string;
  prizeMode: 'Lott' | 'ZY' | 'Elott' | 'SEA';
  vendor: string;
  gameType: 'LOTTERY' | 'ELOTT';
  schedule: DrawSchedule;
  format: NumberFormat;
  lock: number;
  playType: string;
}

const daily = (hour: number, minute: number, weekdays: number[]): DrawSchedule => ({
  kind: 'daily',
  minuteOfDay: hour * 60 + minute,
  weekdays,
});
const ALL_DAYS = [1, 2, 3, 4, 5, 6, 7];

/** Vietnamese province lotteries (weekday 1 = Sunday), fast games, KENO, e-lottery and SEA games. */
const LOTTERIES: LotterySeed[] = [
  ...([['MB', 'Miền Bắc', 'Hà Nội', ALL_DAYS]] as const).map(([code, tag, label, days]) => ({
    code: `VN_${code}`,
    label,
    tag,
    prizeMode: 'Lott' as const,
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTTERY' as const,
    schedule: daily(18, 15, [...days]),
    format: 'vn' as const,
    lock: 900,
    playType: 'LO2',
  })),
  ...(
    [
      ['DNG', 'Đà Nẵng', [4, 7]],
      ['KH', 'Khánh Hòa', [1, 4]],
      ['TTH', 'Thừa Thiên Huế', [2, 1]],
      ['PY', 'Phú Yên', [2]],
      ['QNM', 'Quảng Nam', [3]],
      ['DLK', 'Đắk Lắk', [3]],
      ['BDI', 'Bình Định', [5]],
      ['QT', 'Quảng Trị', [5]],
      ['QB', 'Quảng Bình', [5]],
      ['GL', 'Gia Lai', [6]],
      ['NT', 'Ninh Thuận', [6]],
      ['QNG', 'Quảng Ngãi', [7]],
      ['DNO', 'Đắk Nông', [7]],
      ['KT', 'Kon Tum', [1]],
    ] as const
  ).map(([code, label, days]) => ({
    code: `VN_${code}`,
    label,
    tag: 'Miền Trung',
    prizeMode: 'Lott' as const,
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTTERY' as const,
    schedule: daily(17, 15, [...days]),
    format: 'vn' as const,
    lock: 900,
    playType: 'LO2',
  })),
  ...(
    [
      ['HCM', 'TP. Hồ Chí Minh', [2, 7]],
      ['DT', 'Đồng Tháp', [2]],
      ['CM', 'Cà Mau', [2]],
      ['BTR', 'Bến Tre', [3]],
      ['VT', 'Vũng Tàu', [3]],
      ['BL', 'Bạc Liêu', [3]],
      ['DN', 'Đồng Nai', [4]],
      ['CT', 'Cần Thơ', [4]],
      ['ST', 'Sóc Trăng', [4]],
      ['TN', 'Tây Ninh', [5]],
      ['AG', 'An Giang', [5]],
      ['BTH', 'Bình Thuận', [5]],
      ['VL', 'Vĩnh Long', [6]],
      ['BD', 'Bình Dương', [6]],
      ['TV', 'Trà Vinh', [6]],
      ['LA', 'Long An', [7]],
      ['BP', 'Bình Phước', [7]],
      ['HG', 'Hậu Giang', [7]],
      ['TG', 'Tiền Giang', [1]],
      ['KG', 'Kiên Giang', [1]],
      ['DL', 'Đà Lạt', [1]],
    ] as const
  ).map(([code, label, days]) => ({
    code: `VN_${code}`,
    label,
    tag: 'Miền Nam',
    prizeMode: 'Lott' as const,
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTTERY' as const,
    schedule: daily(16, 15, [...days]),
    format: 'vn' as const,
    lock: 900,
    playType: 'LO2',
  })),
  {
    code: 'VN_ST1',
    label: 'Siêu tốc 1 phút',
    tag: 'Siêu tốc',
    prizeMode: 'ZY',
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 60 },
    format: 'vn',
    lock: 5,
    playType: 'LO2',
  },
  {
    code: 'VN_ST3',
    label: 'Siêu tốc 3 phút',
    tag: 'Siêu tốc',
    prizeMode: 'ZY',
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 180 },
    format: 'vn',
    lock: 10,
    playType: 'LO2',
  },
  {
    code: 'VN_ST5',
    label: 'Siêu tốc 5 phút',
    tag: 'Siêu tốc',
    prizeMode: 'ZY',
    vendor: 'TCG_LOTTO_VN',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 300 },
    format: 'vn',
    lock: 15,
    playType: 'LO2',
  },
  {
    code: 'KENO_1',
    label: 'Keno 1 phút',
    tag: 'KENO',
    prizeMode: 'Elott',
    vendor: 'GPI',
    gameType: 'ELOTT',
    schedule: { kind: 'interval', seconds: 60 },
    format: 'keno',
    lock: 5,
    playType: 'BIG_SMALL',
  },
  {
    code: 'KENO_3',
    label: 'Keno 3 phút',
    tag: 'KENO',
    prizeMode: 'Elott',
    vendor: 'GPI',
    gameType: 'ELOTT',
    schedule: { kind: 'interval', seconds: 180 },
    format: 'keno',
    lock: 10,
    playType: 'BIG_SMALL',
  },
  {
    code: 'KENO_5',
    label: 'Keno 5 phút',
    tag: 'KENO',
    prizeMode: 'Elott',
    vendor: 'GPI',
    gameType: 'ELOTT',
    schedule: { kind: 'interval', seconds: 300 },
    format: 'keno',
    lock: 15,
    playType: 'BIG_SMALL',
  },
  {
    code: 'ELOTT_FAST',
    label: 'Lucky 8 Digits',
    tag: 'E-Lottery',
    prizeMode: 'Elott',
    vendor: 'ELOTT',
    gameType: 'ELOTT',
    schedule: { kind: 'interval', seconds: 120 },
    format: 'digits',
    lock: 10,
    playType: 'STRAIGHT',
  },
  {
    code: 'LOTT_SSC',
    label: 'Lucky 5 Balls',
    tag: 'Lott',
    prizeMode: 'Lott',
    vendor: 'LOTT',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 180 },
    format: 'lott',
    lock: 10,
    playType: 'FIVE_STAR',
  },
  {
    code: 'LOTT_10',
    label: 'Lucky 5 Balls 10 phút',
    tag: 'Lott',
    prizeMode: 'Lott',
    vendor: 'LOTT',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 600 },
    format: 'lott',
    lock: 30,
    playType: 'FIVE_STAR',
  },
  {
    code: 'SEA_TH',
    label: 'Thai Lottery',
    tag: 'SEA',
    prizeMode: 'SEA',
    vendor: 'TCG_SEA',
    gameType: 'LOTTERY',
    schedule: daily(15, 30, [2, 5]),
    format: 'digits',
    lock: 1800,
    playType: 'THREE_TOP',
  },
  {
    code: 'SEA_LAO',
    label: 'Lao Lottery',
    tag: 'SEA',
    prizeMode: 'SEA',
    vendor: 'TCG_SEA',
    gameType: 'LOTTERY',
    schedule: daily(20, 30, [2, 4, 6]),
    format: 'digits',
    lock: 1800,
    playType: 'FOUR_DIGIT',
  },
  {
    code: 'SEA_MY4D',
    label: 'Malaysia 4D',
    tag: 'SEA',
    prizeMode: 'SEA',
    vendor: 'TCG_SEA',
    gameType: 'LOTTERY',
    schedule: daily(19, 0, [1, 4, 7]),
    format: 'digits',
    lock: 1800,
    playType: 'FOUR_D',
  },
  // one-minute rounds in the Lott and SEA prize modes too, so every brand has a draw locking each minute
  {
    code: 'LOTT_1M',
    label: 'Lucky 5 Balls 1 phút',
    tag: 'Lott',
    prizeMode: 'Lott',
    vendor: 'LOTT',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 60 },
    format: 'lott',
    lock: 10,
    playType: 'FIVE_STAR',
  },
  {
    code: 'SEA_1M',
    label: 'SEA Quick 1 Minute',
    tag: 'SEA',
    prizeMode: 'SEA',
    vendor: 'TCG_SEA',
    gameType: 'LOTTERY',
    schedule: { kind: 'interval', seconds: 60 },
    format: 'digits',
    lock: 10,
    playType: 'THREE_TOP',
  },
];

/**
 * Banners of every route group: some groups have one, others several (the carousel autoplays); some
 * link to a route or an http(s) address, others are pictures only (null linkage).
 */
const BANNERS: [BannerGroup, string, Banner['linkageType'], string | null][] = [
  ['w_home', 'HOME highlight 1', 'ROUTE', '/promotions'],
  ['w_home', 'HOME highlight 2', 'URL', 'https://example.com/promo'],
  ['w_home', 'HOME highlight 3', null, null],
  ['w_home', 'HOME highlight 4', 'ROUTE', '/rng'],
  ['w_rng', 'RNG highlight 1', 'ROUTE', '/rng?page=PG'],
  ['w_rng', 'RNG highlight 2', null, null],
  ['w_rng', 'RNG highlight 3', 'URL', 'https://example.com/slots'],
  ['w_live', 'LIVE highlight 1', 'URL', 'https://example.com/live'],
  ['w_live', 'LIVE highlight 2', null, null],
  ['w_fish', 'FISH highlight 1', null, null],
  ['w_pvp', 'PVP highlight 1', 'ROUTE', '/pvp'],
  ['w_pvp', 'PVP highlight 2', null, null],
  ['w_sports', 'SPORTS highlight 1', 'ROUTE', '/sports'],
  ['w_sports', 'SPORTS highlight 2', 'URL', 'https://example.com/sports'],
  ['w_sports', 'SPORTS highlight 3', null, null],
  ['w_esports', 'ESPORTS highlight 1', 'ROUTE', '/esports'],
  ['w_lottery', 'LOTTERY highlight 1', 'ROUTE', '/lotteryCenter'],
  ['w_lottery', 'LOTTERY highlight 2', null, null],
  ['w_download', 'DOWNLOAD highlight 1', 'URL', 'https://download.example.com/app.apk'],
  ['w_promotion', 'PROMOTION highlight 1', 'ROUTE', '/promotions'],
  ['w_promotion', 'PROMOTION highlight 2', 'ROUTE', '/promoDetail?id=1'],
  ['w_promotion', 'PROMOTION highlight 3', null, null],
  ['w_shop', 'SHOP highlight 1', 'ROUTE', '/pointMall'],
  ['w_help', 'HELP highlight 1', null, null],
  ['w_reg', 'Register now: 1000 bonus', 'ROUTE', '/promotions'],
  ['w_inhouse', 'INHOUSE highlight 1', 'ROUTE', '/inhouse'],
  ['w_inhouse', 'INHOUSE highlight 2', null, null],
];

const UNSAFE_HTML = `<p>Welcome bonus details inside.</p><img src="x" onerror="alert('xss')"><script>document.cookie</script><a href="javascript:alert(1)">claim</a>`;

/** Fills an empty database; deterministic apart from timestamps (relative to `now`) and password salts. */
export function seed(db: Database.Database, now: number): void {
  const prng = createPrng(SEED);
  db.transaction(() => {
    const insertMerchant = db.prepare(
      'INSERT INTO merchants (code, brand, name, currency) VALUES (?, ?, ?, ?)',
    );
    const insertFlag = db.prepare(
      'INSERT INTO whitelabel_flags (merchant_code, flag, enabled) VALUES (?, ?, ?)',
    );
    for (const merchant of MERCHANTS) {
      insertMerchant.run(merchant.code, merchant.brand, merchant.name, merchant.currency);
      for (const [flag, enabled] of Object.entries(merchant.flags))
        insertFlag.run(merchant.code, flag, enabled ? 1 : 0);
    }

    // vendors and games
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

    // content
    const insertBanner = db.prepare(
      'INSERT INTO banners (group_name, title, linkage_type, linkage_value, sort) VALUES (?, ?, ?, ?, ?)',
    );
    BANNERS.forEach(([group, title, linkageType, linkageValue], i) =>
      insertBanner.run(group, title, linkageType, linkageValue, i),
    );
    const insertNotice = db.prepare(
      'INSERT INTO notices (type, title, content, publish_at) VALUES (?, ?, ?, ?)',
    );
    const noticeTitles: Record<string, string[]> = {
      B: ['System upgrade completed', 'New payment channel', 'Weekend cashback is live'],
      PL: [
        'Player notice: verify your mobile',
        'Responsible gaming reminder',
        'Deposit limits explained',
        'New VIP tiers',
      ],
      PU: ['Welcome to the site', 'Lucky draw this Friday'],
      PR: ['First deposit 100% bonus', 'Daily rebate up to 1.2%', 'Refer and earn'],
      H: ['Maintenance of vendor PG on Tuesday', 'Lottery results now faster'],
    };
    let noticeIndex = 0;
    for (const [type, titles] of Object.entries(noticeTitles)) {
      for (const title of titles) {
        const content =
          noticeIndex % 4 === 1
            ? UNSAFE_HTML
            : `<h3>${title}</h3><p>Dear member, ${title.toLowerCase()}. <strong>Thank you</strong> for playing with us.</p><ul><li>Valid for all members</li><li>Terms apply</li></ul>`;
        insertNotice.run(type, title, content, now - noticeIndex * 3 * 3600_000);
        noticeIndex++;
      }
    }
    const insertHelp = db.prepare('INSERT INTO help_items (title, content, sort) VALUES (?, ?, ?)');
    [
      [
        'How do I register?',
        '<p>Click <b>Register</b>, fill in the fields and accept the terms.</p>',
      ],
      [
        'How do I deposit?',
        '<p>Open the member centre, choose <b>Deposit</b> and a payment channel.</p>',
      ],
      ['How long do withdrawals take?', '<p>Most withdrawals arrive within 15 minutes.</p>'],
      [
        'I forgot my password',
        '<p>Use <i>Forgot password</i> with your email or mobile number.</p>',
      ],
      [
        'What is free play?',
        '<p>A trial account with demo balance. Real games need a real account.</p>',
      ],
      ['Responsible gaming', '<p>You must be at least 18. Set limits in the security centre.</p>'],
      ['VIP levels', '<p>Ranks above 4 get a personal VIP service.</p>'],
      ['Contact us', '<p>Live chat is open 24/7.</p><img src="x" onerror="alert(2)">'],
    ].forEach(([title, content], i) => insertHelp.run(title, content, i));

    const insertWinner = db.prepare(
      'INSERT INTO winners (customer_name, game_id, win_amount, win_at) VALUES (?, ?, ?, ?)',
    );
    for (let i = 0; i < 60; i++) {
      const name = `${prng.pick(['pl', 'an', 'vi', 'mi', 'tu', 'ha', 'lo'])}***${prng.int(10, 99)}`;
      insertWinner.run(
        name,
        prng.pick(gameIds),
        Math.round(prng.int(500, 500000) * 100) / 100,
        now - i * 17 * 60_000,
      );
    }
    const insertMatch = db.prepare(
      'INSERT INTO hot_matches (vendor_code, league, home_team, away_team, hours_from_seed) VALUES (?, ?, ?, ?, ?)',
    );
    [
      ['SABA', 'Premier League', 'Manchester Red', 'London Blue'],
      ['SABA', 'La Liga', 'Madrid White', 'Barcelona Garnet'],
      ['CMD', 'V.League 1', 'Hà Nội FC', 'Hải Phòng'],
      ['CMD', 'Thai League', 'Buriram', 'Bangkok United'],
      ['BTI', 'NBA', 'Lakers', 'Celtics'],
      ['AV', 'LoL Worlds', 'T1', 'Gen.G'],
      ['IMES', 'Dota 2 TI', 'Team Spirit', 'Gaimin'],
      ['TF', 'CS2 Major', 'NaVi', 'FaZe'],
      ['AI', 'Valorant Masters', 'Sentinels', 'Paper Rex'],
      ['IA', 'MLBB MPL', 'ONIC', 'Blacklist'],
    ].forEach(([vendor, league, home, away], i) =>
      insertMatch.run(vendor, league, home, away, 2 + i * 5),
    );

    const insertResource = db.prepare(
      'INSERT INTO resources (resource_type, url, qr_code_url, label_name_en, label_name) VALUES (?, ?, ?, ?, ?)',
    );
    [
      ['CS_LIVECHAT', 'https://chat.example.com/live', 'Live chat', 'Live chat'],
      ['CS_VIP', 'https://chat.example.com/vip', 'VIP service', 'VIP service'],
      ['CS_TELEGRAM', 'https://t.me/example_support', 'Telegram', 'Telegram'],
      ['CS_EMAIL', 'mailto:support@example.com', 'Email', 'Email'],
      ['DOWNLOAD_ANDROID', 'https://download.example.com/app.apk', 'Android app', 'Android app'],
      ['DOWNLOAD_IOS', 'https://download.example.com/ios', 'iOS app', 'iOS app'],
      ['DOWNLOAD_LITE', 'https://download.example.com/lite', 'Lite app', 'Lite app'],
      ['AFFILIATE', 'https://affiliate.example.com', 'Affiliate programme', 'Affiliate programme'],
    ].forEach(([type, url, en, label], i) =>
      insertResource.run(type, url, `/sim-assets/qr/${i + 1}.svg`, en, label),
    );

    const insertRoute = db.prepare(
      'INSERT INTO domain_routes (domain, merchant_code, is_primary) VALUES (?, ?, ?)',
    );
    [
      ['localhost', 'AUR01', 0],
      ['127.0.0.1', 'AUR01', 0],
      ['aurora.localhost', 'AUR01', 1],
      ['www.aurora.example', 'AUR01', 0],
      ['lotus.localhost', 'LTS88', 1],
      ['www.lotus.example', 'LTS88', 0],
      ['tiger.localhost', 'TGR07', 1],
      ['www.tiger.example', 'TGR07', 0],
    ].forEach(([domain, code, primary]) => insertRoute.run(domain, code, primary));

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

    const insertReward = db.prepare(
      'INSERT INTO point_rewards (name, points, stock) VALUES (?, ?, ?)',
    );
    [
      ['10 bonus credit', 500, 999],
      ['50 bonus credit', 2200, 500],
      ['Free spins pack', 800, 300],
      ['Bluetooth speaker', 9000, 20],
      ['Smartphone', 60000, 3],
      ['VIP day pass', 3000, 50],
      ['Lottery ticket bundle', 1200, 200],
      ['Gift card', 4500, 0],
    ].forEach(([name, points, stock]) => insertReward.run(name, points, stock));

    seedMembers(db, prng, now, gameIds);
    seedFunds(db, now);
    seedAgentTeams(db, now, seedHash);
    seedResponsibleGaming(db, now, seedHash);
  })();
}

function seedMembers(db: Database.Database, prng: Prng, now: number, gameIds: number[]): void {
  const insertMember =
    db.prepare(`INSERT INTO members (merchant_code, account, password_hash, payment_password_hash, nickname, type, rank_level, mobile, dialing_code, email,
      balance_cents, points, temporary_password, password_changed_at, upline_id, affiliate_code, referral_code, created_at, last_login_at)
    VALUES (@merchant, @account, @hash, @paymentHash, @nickname, @type, @rank, @mobile, @dialing, @email, CAST(ROUND(@balance * 100) AS INTEGER), @points, @temporary, @changedAt, @upline, @affiliate, @referral, @createdAt, @lastLogin)`);
  const insertTx = db.prepare(
    // the seed writes decimals; the ledger keeps whole cents (src/money.ts)
    `INSERT INTO transactions (member_id, type, amount_cents, balance_after_cents, status, remark, created_at)
     VALUES (?, ?, CAST(ROUND(? * 100) AS INTEGER), CAST(ROUND(? * 100) AS INTEGER), ?, ?, ?)`,
  );
  const insertBet = db.prepare(
    'INSERT INTO bets (member_id, game_id, bet_amount, valid_bet, win_amount, status, bet_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertBonus = db.prepare(
    'INSERT INTO bonuses (member_id, name, amount, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMessage = db.prepare(
    'INSERT INTO messages (member_id, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertContract = db.prepare(
    'INSERT INTO contracts (kind, upline_id, downline_id, rate, active_members, period_valid_bet, period_profit_loss, period, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const insertSalary = db.prepare(
    'INSERT INTO salary_records (contract_id, amount, settled_at) VALUES (?, ?, ?)',
  );
  const insertRedemption = db.prepare(
    'INSERT INTO redemptions (member_id, reward_id, points, status, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertPointTx = db.prepare(
    'INSERT INTO point_transactions (member_id, changed_points, balance_after, reason, created_at) VALUES (?, ?, ?, ?, ?)',
  );
  const insertMission = db.prepare(
    'INSERT INTO missions (member_id, mission_count, completed, points) VALUES (?, ?, ?, ?)',
  );
  const insertRecent = db.prepare(
    'INSERT OR IGNORE INTO recents (member_id, game_id, played_at) VALUES (?, ?, ?)',
  );
  const insertFavourite = db.prepare(
    'INSERT OR IGNORE INTO favourites (member_id, game_id, created_at) VALUES (?, ?, ?)',
  );
  const insertLotteryRecent = db.prepare(
    'INSERT OR IGNORE INTO lottery_recents (member_id, game_id, played_at) VALUES (?, ?, ?)',
  );
  const insertFeedback = db.prepare(
    'INSERT INTO feedback (member_id, type, content, created_at, reply, replied_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const lotteryIds = (db.prepare('SELECT id FROM lottery_games').all() as { id: number }[]).map(
    (r) => r.id,
  );
  const paymentHash = seedHash('123456');

  for (const merchant of MERCHANTS) {
    const ids = new Map<string, number>();
    // the agent first, so members can name it as their upline
    const ordered = [...SEEDED_ACCOUNTS].sort((a, b) => b.type - a.type);
    for (const seeded of ordered) {
      const result = insertMember.run({
        merchant: merchant.code,
        account: seeded.account,
        hash: seedHash(seeded.password),
        paymentHash,
        nickname:
          seeded.account === 'vip1'
            ? 'VIP Player'
            : seeded.account.replace(/\d+$/, (d) => ` ${d}`).replace(/^./, (c) => c.toUpperCase()),
        type: seeded.type,
        rank: seeded.rank,
        mobile: seeded.mobile,
        dialing: seeded.dialing,
        email: seeded.email,
        balance: seeded.type === 1 ? 25000 : seeded.rank * 1234.5,
        points: seeded.account === 'player1' ? 5000 : seeded.account === 'vip1' ? 80000 : 100,
        temporary: seeded.account === 'temp1' ? 1 : 0,
        changedAt: seeded.account === 'expired1' ? now - 200 * DAY : now - 10 * DAY,
        upline:
          seeded.type === 0 && seeded.account !== 'temp1' && seeded.account !== 'expired1'
            ? (ids.get('agent1') ?? null)
            : null,
        affiliate: seeded.type === 1 ? AGENT_AFFILIATE_CODE : null,
        referral: `R${merchant.code}${seeded.account.toUpperCase()}`,
        createdAt: now - 120 * DAY,
        lastLogin: seeded.account === 'temp1' ? null : now - DAY,
      });
      ids.set(seeded.account, Number(result.lastInsertRowid));
    }
    const agentId = ids.get('agent1') ?? 0;
    for (let i = 1; i <= 8; i++) {
      const result = insertMember.run({
        merchant: merchant.code,
        account: `down${String(i).padStart(2, '0')}`,
        hash: seedHash('Player123'),
        paymentHash,
        nickname: `Downline ${i}`,
        type: i <= 2 ? 2 : 0,
        rank: 1 + (i % 4),
        mobile: null,
        dialing: null,
        email: null,
        balance: i * 150,
        points: 0,
        temporary: 0,
        changedAt: now - 5 * DAY,
        upline: agentId,
        affiliate: null,
        referral: `R${merchant.code}DOWN${i}`,
        createdAt: now - (40 - i) * DAY,
        lastLogin: i % 3 === 0 ? null : now - i * DAY,
      });
      ids.set(`down${i}`, Number(result.lastInsertRowid));
    }

    for (const [account, memberId] of ids) {
      if (account.startsWith('down')) continue;
      let balance = 1000;
      for (let i = 0; i < 40; i++) {
        const type = prng.pick(['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BONUS', 'REBATE'] as const);
        const amount =
          (Math.round(prng.int(10, 2000) * 100) / 100) * (type === 'WITHDRAW' ? -1 : 1);
        balance = Math.max(0, balance + amount);
        insertTx.run(
          memberId,
          type,
          amount,
          balance,
          prng.pick(['SUCCESS', 'SUCCESS', 'SUCCESS', 'PENDING', 'FAILED']),
          `${type.toLowerCase()} #${1000 + i}`,
          now - i * 7 * 3600_000,
        );
      }
      for (let i = 0; i < 60; i++) {
        const bet = prng.int(1, 500);
        const win = prng.chance(0.45) ? Math.round(bet * prng.int(0, 400)) / 100 : 0;
        insertBet.run(
          memberId,
          prng.pick(gameIds),
          bet,
          bet,
          win,
          i < 3 ? 'UNSETTLED' : 'SETTLED',
          now - i * 5 * 3600_000,
        );
      }
      [
        'Welcome bonus',
        'Daily rebate',
        'Birthday gift',
        'VIP upgrade bonus',
        'Weekly cashback',
      ].forEach((name, i) =>
        insertBonus.run(
          memberId,
          name,
          prng.int(5, 500),
          ['issued', 'claimed', 'process', 'rejected', 'issued'][i],
          now - i * 2 * DAY,
        ),
      );
      for (let i = 0; i < 6; i++) {
        insertMessage.run(
          memberId,
          `Platform information ${i + 1}`,
          `<p>Message ${i + 1}: your account summary is ready.</p>`,
          i < 3 ? null : now - DAY,
          now - i * DAY,
        );
      }
      insertMission.run(
        memberId,
        account === 'player1' ? 3 : 0,
        account === 'player1' ? 1 : 0,
        prng.int(0, 500),
      );
      for (let i = 0; i < 12; i++)
        insertRecent.run(memberId, prng.pick(gameIds), now - (i + 1) * 3600_000);
      for (let i = 0; i < 5; i++)
        insertFavourite.run(memberId, prng.pick(gameIds), now - (i + 1) * 3600_000);
      for (let i = 0; i < 4; i++)
        insertLotteryRecent.run(memberId, prng.pick(lotteryIds), now - (i + 1) * 3600_000);
    }
    const player1 = ids.get('player1') ?? 0;
    [
      ['In Process', 1],
      ['Approved', 3],
      ['Rejected', 2],
    ].forEach(([status, rewardId], i) => {
      insertRedemption.run(player1, rewardId, 500, status, now - i * DAY);
    });
    let points = 5000;
    for (let i = 0; i < 10; i++) {
      const change = i % 3 === 0 ? -500 : 300;
      insertPointTx.run(
        player1,
        change,
        points,
        change < 0 ? 'Redeem reward' : 'Daily bets',
        now - i * DAY,
      );
      points -= change;
    }

    // contracts offered by agent1 to downlines, one kind each, with settled records
    const kinds = ['dividend', 'dailySalary', 'hourlySalary', 'realtimeSalary'] as const;
    kinds.forEach((kind, i) => {
      const downline = ids.get(`down${i + 1}`) ?? 0;
      const contract = insertContract.run(
        kind,
        agentId,
        downline,
        [0.3, 0.012, 0.002, 0.001][i],
        5 + i,
        10000 * (i + 1),
        -2500 * (i + 1),
        ['M', 'D', 'H', 'D'][i],
        'accepted',
        now - 20 * DAY,
      );
      for (let r = 0; r < 5; r++)
        insertSalary.run(
          Number(contract.lastInsertRowid),
          prng.int(10, 900),
          now -
            r * (kind === 'realtimeSalary' ? 5 * 60_000 : kind === 'hourlySalary' ? 3600_000 : DAY),
        );
    });
    insertContract.run(
      'dailySalary',
      agentId,
      ids.get('player1') ?? 0,
      0.01,
      3,
      5000,
      0,
      'D',
      'offered',
      now - DAY,
    );

    // an earlier feedback the platform has answered (the feedback screen's history)
    for (const account of ['player1', 'vip1']) {
      insertFeedback.run(
        ids.get(account) ?? 0,
        'deposit',
        'My deposit from yesterday evening has not reached my wallet yet.',
        now - 3 * DAY,
        'Thank you for waiting: the deposit was credited to your main wallet. Sorry for the delay.',
        now - 3 * DAY + 2 * 3600_000,
      );
    }
  }
}
