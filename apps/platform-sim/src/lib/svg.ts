import { hashSeed } from './prng';

/** Escapes text for SVG and HTML. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

function hues(seedText: string): [number, number] {
  const hash = hashSeed(seedText);
  return [hash % 360, (hash >>> 9) % 360];
}

function wrap(text: string, perLine: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if ((line + ' ' + word).trim().length > perLine && line) {
      lines.push(line);
      line = word;
    } else line = (line + ' ' + word).trim();
  }
  if (line) lines.push(line);
  return lines.slice(0, 3);
}

/** Tile picture of a game: a gradient and its name. */
export function gameSvg(name: string, vendor: string): string {
  const [a, b] = hues(name + vendor);
  const lines = wrap(name, 14)
    .map(
      (line, i) =>
        `<text x="100" y="${92 + i * 24}" text-anchor="middle" font-size="20" font-family="sans-serif" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200" role="img" aria-label="${escapeXml(name)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a},70%,45%)"/><stop offset="1" stop-color="hsl(${b},70%,25%)"/></linearGradient></defs><rect width="200" height="200" rx="16" fill="url(#g)"/><circle cx="160" cy="40" r="26" fill="rgba(255,255,255,.15)"/>${lines}<text x="100" y="184" text-anchor="middle" font-size="13" font-family="sans-serif" fill="rgba(255,255,255,.85)">${escapeXml(vendor)}</text></svg>`;
}

/** Badge picture with initials (vendors, teams, avatars, rewards). */
export function badgeSvg(label: string, size = 96, round = true): string {
  const [a] = hues(label);
  const initials =
    label
      .split(/[\s_-]+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((part) => [...part][0]?.toUpperCase() ?? '')
      .join('') || '?';
  const shape = round
    ? `<circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}" fill="hsl(${a},60%,42%)"/>`
    : `<rect width="${size}" height="${size}" rx="${size / 8}" fill="hsl(${a},60%,42%)"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}" role="img" aria-label="${escapeXml(label)}">${shape}<text x="50%" y="50%" dy=".35em" text-anchor="middle" font-size="${size * 0.38}" font-family="sans-serif" font-weight="700" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

/**
 * Wide banner picture with a title, in the site's banner slot ratio (16:6), the title centred: a slot
 * of another ratio crops the sides evenly (object-fit: cover) and keeps the title.
 */
export function bannerSvg(title: string): string {
  const [a, b] = hues(title);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="450" viewBox="0 0 1200 450" role="img" aria-label="${escapeXml(title)}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${a},65%,35%)"/><stop offset="1" stop-color="hsl(${b},65%,20%)"/></linearGradient></defs><rect width="1200" height="450" fill="url(#g)"/><text x="600" y="225" dy=".35em" text-anchor="middle" font-size="64" font-family="sans-serif" font-weight="700" fill="#fff">${escapeXml(title)}</text></svg>`;
}

/** A square code-like pattern with finder marks, derived from the text (sample download QR asset). */
export function patternSvg(text: string, modules = 25): string {
  const hash = hashSeed(text);
  const cells: string[] = [];
  const finder = (x: number, y: number): boolean =>
    (x < 7 && y < 7) || (x >= modules - 7 && y < 7) || (x < 7 && y >= modules - 7);
  for (let y = 0; y < modules; y++) {
    for (let x = 0; x < modules; x++) {
      if (finder(x, y)) continue;
      if (((hash >>> ((x * 7 + y * 13) % 31)) ^ (x * y)) & 1)
        cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  const mark = (x: number, y: number): string =>
    `<rect x="${x}" y="${y}" width="7" height="7"/><rect x="${x + 1}" y="${y + 1}" width="5" height="5" fill="#fff"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="-1 -1 ${modules + 2} ${modules + 2}" role="img" aria-label="${escapeXml(text)}" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${modules + 2}" height="${modules + 2}" fill="#fff"/><g fill="#000">${mark(0, 0)}${mark(modules - 7, 0)}${mark(0, modules - 7)}${cells.join('')}</g></svg>`;
}
