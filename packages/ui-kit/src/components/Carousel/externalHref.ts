/**
 * The URL itself when it is an absolute http(s) URL, otherwise undefined. Banner targets come from the
 * back office; `javascript:`, `data:`, protocol-relative and relative values are never rendered as links.
 */
export function externalHref(href: string | null | undefined): string | undefined {
  if (!href) return undefined;
  const trimmed = href.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}
