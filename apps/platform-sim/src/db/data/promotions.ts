/** The seeded promotions (every status of the spec) and the entries each seeded player has. */
export interface SeedPromotion {
  key: string;
  title: string;
  summary: string;
  category: 'casino' | 'slots' | 'sports' | 'lottery' | 'general';
  kind: 'join' | 'apply' | 'sign';
  rewardType: 'cash' | 'prize';
  rewardAmount: number;
  target: number;
  startDays: number;
  endDays: number;
  rules: string[];
}

/** Ordered as listed; `key` names the entry each seeded player gets (see ENTRIES). */
export const PROMOTIONS: SeedPromotion[] = [
  {
    key: 'welcome',
    title: 'Welcome bonus: 88 free credit',
    summary: 'Join and reach 1,000 valid bet within the period to collect 88 free credit.',
    category: 'general',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 88,
    target: 1000,
    startDays: -30,
    endDays: 60,
    rules: [
      'Open to every member once.',
      'Valid bets count from the moment you join.',
      'Sports bets at odds below 1.5 do not count.',
    ],
  },
  {
    key: 'cashback',
    title: 'Weekend slots cashback',
    summary: 'Bet 500 on slots over the weekend and claim 50 cashback.',
    category: 'slots',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 50,
    target: 500,
    startDays: -20,
    endDays: 40,
    rules: ['Every RNG game counts.', 'Claim before the promotion ends.'],
  },
  {
    key: 'marathon',
    title: 'Live casino marathon',
    summary: 'Reach 1,000,000 valid bet at the live tables for a 300 reward.',
    category: 'casino',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 300,
    target: 1_000_000,
    startDays: -7,
    endDays: 30,
    rules: ['Baccarat, roulette and sic bo count in full.', 'Tie bets do not count.'],
  },
  {
    key: 'birthday',
    title: 'VIP birthday gift',
    summary: 'VIP members apply in their birthday month for a 188 gift.',
    category: 'general',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 188,
    target: 0,
    startDays: -60,
    endDays: 300,
    rules: ['For rank VIP 3 and above.', 'Our team reviews each application within 24 hours.'],
  },
  {
    key: 'reload',
    title: 'Loyalty reload 20%',
    summary: 'Apply after a deposit of 500 or more for a 20% reload bonus up to 120.',
    category: 'general',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 120,
    target: 0,
    startDays: -15,
    endDays: 45,
    rules: ['One reload a week.', 'The bonus needs 10 times turnover before a withdrawal.'],
  },
  {
    key: 'refer',
    title: 'Refer-a-friend reward',
    summary: 'Apply once a friend you invited has deposited: 60 for each friend.',
    category: 'general',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 60,
    target: 0,
    startDays: -40,
    endDays: 80,
    rules: ['The friend must register with your referral code.', 'Duplicate accounts are refused.'],
  },
  {
    key: 'tournament',
    title: 'Slots tournament: 200 for the top spins',
    summary: 'Join the weekly slots tournament; finishers share the prize pool.',
    category: 'slots',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 200,
    target: 2000,
    startDays: -25,
    endDays: 5,
    rules: ['Only the featured games count.', 'Ranking updates every hour.'],
  },
  {
    key: 'smartphone',
    title: 'Lucky draw: win a smartphone',
    summary: 'Every 5,000 valid bet is a ticket in the monthly smartphone draw.',
    category: 'general',
    kind: 'join',
    rewardType: 'prize',
    rewardAmount: 0,
    target: 5000,
    startDays: -35,
    endDays: 10,
    rules: ['Winners are drawn live on the first Monday.', 'Prizes ship within 14 days.'],
  },
  {
    key: 'league',
    title: 'Sports prediction league',
    summary: 'Sign up for the season: predict each matchday and climb the table.',
    category: 'sports',
    kind: 'sign',
    rewardType: 'cash',
    rewardAmount: 0,
    target: 0,
    startDays: -10,
    endDays: 120,
    rules: ['One prediction per match.', 'Points: 3 for the exact score, 1 for the result.'],
  },
  {
    key: 'jackpot',
    title: 'Lottery jackpot night',
    summary: 'Sign up for the jackpot night: double prizes on the 9 pm draw.',
    category: 'lottery',
    kind: 'sign',
    rewardType: 'cash',
    rewardAmount: 0,
    target: 0,
    startDays: -3,
    endDays: 20,
    rules: ['Tickets bought after signing up count.', 'Double prizes are paid with the draw.'],
  },
  {
    key: 'insurance',
    title: 'First loss insurance',
    summary: 'Apply after your first losing day on sports and get 10% back up to 500.',
    category: 'sports',
    kind: 'apply',
    rewardType: 'cash',
    rewardAmount: 500,
    target: 0,
    startDays: -5,
    endDays: 90,
    rules: ['Only the first losing day counts.', 'Cashed-out bets do not count.'],
  },
  {
    key: 'lunar',
    title: 'Lunar new year festival',
    summary: 'Red envelopes every day of the festival. Starts soon.',
    category: 'general',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 168,
    target: 888,
    startDays: 10,
    endDays: 25,
    rules: ['One red envelope a day.', 'Open from the first to the fifteenth day.'],
  },
  {
    key: 'summer',
    title: 'Summer carnival',
    summary: 'The summer carnival is over: thank you for playing.',
    category: 'casino',
    kind: 'join',
    rewardType: 'cash',
    rewardAmount: 100,
    target: 1000,
    startDays: -60,
    endDays: -5,
    rules: ['Rewards were paid by the end of the carnival.'],
  },
];

/**
 * The entries each seeded player has: with the promotions left without one (join, close, coming
 * soon, and a sign and an apply to take part in), every status of the spec shows.
 */
export const ENTRIES: {
  key: string;
  status: 'joined' | 'signed' | 'applying' | 'rejected';
  joinedDaysAgo: number;
  bonus?: 'issued' | 'claimed' | 'process';
}[] = [
  { key: 'cashback', status: 'joined', joinedDaysAgo: 10 }, // claim (target met)
  { key: 'marathon', status: 'joined', joinedDaysAgo: 2 }, // joined
  { key: 'birthday', status: 'applying', joinedDaysAgo: 1 }, // applying
  { key: 'reload', status: 'applying', joinedDaysAgo: 3, bonus: 'issued' }, // issued
  { key: 'refer', status: 'rejected', joinedDaysAgo: 6 }, // rejected
  { key: 'tournament', status: 'joined', joinedDaysAgo: 20, bonus: 'claimed' }, // claimed
  { key: 'smartphone', status: 'joined', joinedDaysAgo: 30, bonus: 'process' }, // process
  { key: 'league', status: 'signed', joinedDaysAgo: 4 }, // signed
];
