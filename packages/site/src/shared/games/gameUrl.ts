/**
 * The launched game address to open or frame, or `null` when it must not be used (spec: "Invalid URL,
 * please contact customer service"). Only absolute http(s) addresses pass (a protocol-relative `//host`
 * takes the page's protocol): `javascript:`, `data:`, `blob:`, relative paths (they would frame the site
 * itself), addresses with credentials or spaces, and anything unparsable are refused.
 */
export function safeGameUrl(raw: unknown, pageProtocol = currentProtocol()): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const absolute = text.startsWith('//') ? `${pageProtocol}${text}` : text;
  if (!/^https?:\/\/[^/\\]/i.test(absolute)) return null;
  let url: URL;
  try {
    url = new URL(absolute);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!url.hostname || url.username || url.password) return null;
  return url.href;
}

function currentProtocol(): string {
  return typeof window === 'undefined' ? 'https:' : window.location.protocol;
}

/** The address a launch answer gives: `game_url`, else `game_url2`, whichever is usable first. */
export function launchedGameUrl(answer: {
  game_url?: string | null;
  game_url2?: string | null;
}): string | null {
  return safeGameUrl(answer.game_url) ?? safeGameUrl(answer.game_url2);
}
