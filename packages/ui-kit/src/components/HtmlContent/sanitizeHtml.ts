import DOMPurify, { type DOMPurify as DOMPurifyInstance } from 'dompurify';

let purifier: DOMPurifyInstance | null = null;

/** One purifier for the kit with its link hook; the global DOMPurify used by others stays untouched. */
function getPurifier(): DOMPurifyInstance {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // A picture in server text without a description is decoration: screen readers skip it.
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      // Server content links out; a new tab must not get a handle on this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  return purifier;
}

/** `on...=` attributes in markup, quoted or not. */
const INLINE_HANDLER = /\s+on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi;

/**
 * Drops inline event handlers before DOMPurify parses the markup: nothing would run, but Chromium reports
 * a Content-Security-Policy (script-src-attr) violation for each handler in the parsed copy. DOMPurify
 * still removes whatever this misses.
 */
export function withoutInlineHandlers(html: string): string {
  return html.replace(INLINE_HANDLER, '');
}

/**
 * Cleans server HTML (notices, help, promotions): no scripts, styles sheets, frames, forms or event
 * handlers; javascript: URLs removed; links open in a new tab with rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(withoutInlineHandlers(html), {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'script',
      'style',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'button',
      'textarea',
      'select',
    ],
    FORBID_ATTR: ['style'],
  });
}
