import type { Banner, BannerGroup } from '../../contract';

/**
 * Banners of every route group: some groups have one, others several (the carousel autoplays); some
 * link to a route or an http(s) address, others are pictures only (null linkage).
 */
export const BANNERS: [BannerGroup, string, Banner['linkageType'], string | null][] = [
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

export const UNSAFE_HTML = `<p>Welcome bonus details inside.</p><img src="x" onerror="alert('xss')"><script>document.cookie</script><a href="javascript:alert(1)">claim</a>`;

export const NOTICE_TITLES: Record<string, string[]> = {
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

export const HELP_ITEMS = [
  ['How do I register?', '<p>Click <b>Register</b>, fill in the fields and accept the terms.</p>'],
  [
    'How do I deposit?',
    '<p>Open the member centre, choose <b>Deposit</b> and a payment channel.</p>',
  ],
  ['How long do withdrawals take?', '<p>Most withdrawals arrive within 15 minutes.</p>'],
  ['I forgot my password', '<p>Use <i>Forgot password</i> with your email or mobile number.</p>'],
  [
    'What is free play?',
    '<p>A trial account with demo balance. Real games need a real account.</p>',
  ],
  ['Responsible gaming', '<p>You must be at least 18. Set limits in the security centre.</p>'],
  ['VIP levels', '<p>Ranks above 4 get a personal VIP service.</p>'],
  ['Contact us', '<p>Live chat is open 24/7.</p><img src="x" onerror="alert(2)">'],
];

export const HOT_MATCHES = [
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
];

export const RESOURCES = [
  ['CS_LIVECHAT', 'https://chat.example.com/live', 'Live chat', 'Live chat'],
  ['CS_VIP', 'https://chat.example.com/vip', 'VIP service', 'VIP service'],
  ['CS_TELEGRAM', 'https://t.me/example_support', 'Telegram', 'Telegram'],
  ['CS_EMAIL', 'mailto:support@example.com', 'Email', 'Email'],
  ['DOWNLOAD_ANDROID', 'https://download.example.com/app.apk', 'Android app', 'Android app'],
  ['DOWNLOAD_IOS', 'https://download.example.com/ios', 'iOS app', 'iOS app'],
  ['DOWNLOAD_LITE', 'https://download.example.com/lite', 'Lite app', 'Lite app'],
  ['AFFILIATE', 'https://affiliate.example.com', 'Affiliate programme', 'Affiliate programme'],
];

export const DOMAIN_ROUTES = [
  ['localhost', 'AUR01', 0],
  ['127.0.0.1', 'AUR01', 0],
  ['aurora.localhost', 'AUR01', 1],
  ['www.aurora.example', 'AUR01', 0],
  ['lotus.localhost', 'LTS88', 1],
  ['www.lotus.example', 'LTS88', 0],
  ['tiger.localhost', 'TGR07', 1],
  ['www.tiger.example', 'TGR07', 0],
];
