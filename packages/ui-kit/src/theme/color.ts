/** Small colour helpers used to derive readable tokens from brand colours (WCAG 2.x formulas). */

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export function parseHex(hex: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  let body = match[1];
  if (body.length === 3) body = body.replace(/./g, (c) => c + c);
  return {
    r: parseInt(body.slice(0, 2), 16),
    g: parseInt(body.slice(2, 4), 16),
    b: parseInt(body.slice(4, 6), 16),
  };
}

export function toHex({ r, g, b }: Rgb): string {
  const part = (v: number) =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${part(r)}${part(g)}${part(b)}`;
}

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(rgb: Rgb): number {
  return 0.2126 * channel(rgb.r) + 0.7152 * channel(rgb.g) + 0.0722 * channel(rgb.b);
}

/** WCAG contrast ratio of two hex colours (1..21); 1 when either cannot be parsed. */
export function contrastRatio(a: string, b: string): number {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return 1;
  const la = relativeLuminance(ra);
  const lb = relativeLuminance(rb);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

/** Mixes `amount` (0..1) of `b` into `a`. */
export function mix(a: string, b: string, amount: number): string {
  const ra = parseHex(a);
  const rb = parseHex(b);
  if (!ra || !rb) return a;
  return toHex({
    r: ra.r + (rb.r - ra.r) * amount,
    g: ra.g + (rb.g - ra.g) * amount,
    b: ra.b + (rb.b - ra.b) * amount,
  });
}

/**
 * Moves `colour` towards `towards` in small steps until it reaches `ratio` contrast against `background`.
 * Used so a brand's primary can also serve as link/text colour without failing WCAG AA.
 */
export function ensureContrast(
  colour: string,
  background: string,
  towards: string,
  ratio = 4.5,
): string {
  let candidate = colour;
  for (let step = 1; step <= 20 && contrastRatio(candidate, background) < ratio; step += 1) {
    candidate = mix(colour, towards, step / 20);
  }
  return candidate;
}

/** Black-ish or white-ish, whichever reads better on `background`. */
export function readableOn(background: string, dark = '#0b0d12', light = '#ffffff'): string {
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}
