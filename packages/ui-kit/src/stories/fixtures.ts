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

export const GAME_NAMES = ['Fortune Tiger', 'Dragon Gold', 'Lucky Koi', 'Sweet Bonanza', 'Mahjong Ways', 'Aztec Sun'];
