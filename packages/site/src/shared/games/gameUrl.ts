import { externalHref } from '@wl/ui-kit';

/**
 * The launched game address to open or frame, or `null` when it must not be used (spec: "Invalid URL,
 * please contact customer service"). The site's one http(s) check (`externalHref`, as for banners,
 * downloads and social links) plus the rules for a frame: absolute addresses only (a protocol-relative
 * `//host` takes the page's protocol; a relative path would frame the site itself), no credentials, no
 * spaces. `javascript:`, `data:`, `blob:` and anything unparsable are refused.
 */
export function safeGameUrl(raw: unknown, pageProtocol = currentProtocol()): string | null {
  if (typeof raw !== 'string') return null;
  const text = raw.trim();
  if (!text || /\s/.test(text)) return null;
  const absolute = text.startsWith('//') ? `${pageProtocol}${text}` : text;
  if (!/^https?:\/\/[^/\\]/i.test(absolute)) return null;
  const href = externalHref(absolute);
  if (!href) return null;
  const url = new URL(href);
  if (!url.hostname || url.username || url.password) return null;
  return href;
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
