/**
 * Sample pictures for stories, drawn as inline SVG so Storybook and its tests never touch the network.
 * Their colours are sample content (banner art, game art), not UI colours.
 */
export function sampleImage(text: string, width: number, height: number, hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,25%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${width * 0.8}" cy="${height * 0.3}" r="${height * 0.35}" fill="rgba(255,255,255,0.12)"/>
<text x="50%" y="55%" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="${Math.round(height / 7)}" fill="#fff">${text}</text>
</svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

export const GAME_NAMES = [
  'Fortune Tiger',
  'Dragon Gold',
  'Lucky Koi',
  'Sweet Bonanza',
  'Mahjong Ways',
  'Aztec Sun',
];

export interface SampleGame {
  id: string;
  name: string;
  vendor: string;
  supportPlay: number;
  hue: number;
}

const VENDORS = ['PG Soft', 'JILI', 'Pragmatic', 'CQ9', 'Habanero', 'Spadegaming'];
const WORDS = [
  'Fortune',
  'Dragon',
  'Lucky',
  'Golden',
  'Wild',
  'Mega',
  'Royal',
  'Jungle',
  'Ocean',
  'Fire',
];
const THINGS = [
  'Tiger',
  'Koi',
  'Bonanza',
  'Ways',
  'Sun',
  'Gems',
  'Reels',
  'Panda',
  'Pearls',
  'Phoenix',
];

/** `count` distinct, deterministic games (names, vendors, free-trial flags) for grids and rows. */
export function sampleGames(count: number, offset = 0): SampleGame[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + offset;
    const series = Math.floor(n / 100);
    return {
      id: `game-${n}`,
      name: `${WORDS[n % 10]} ${THINGS[Math.floor(n / 10) % 10]}${series ? ` ${series + 1}` : ''}`,
      vendor: VENDORS[n % VENDORS.length] ?? 'PG Soft',
      supportPlay: n % 3 === 0 ? 0 : 1,
      hue: (n * 37) % 360,
    };
  });
}

/** A game's art, drawn when its tile renders (a 5,000-game grid draws only the visible ones). */
export const sampleGameImage = (game: SampleGame) => sampleImage(game.name, 300, 300, game.hue);
