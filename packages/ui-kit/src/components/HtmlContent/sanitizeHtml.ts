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

const START_TAG = /<[a-zA-Z][^\s/>]*/y;
const BETWEEN_ATTRIBUTES = /[\s/]*/y;
const ATTRIBUTE_NAME = /=?[^\s/>=]*/y;
/** `=value` after an attribute name: quoted (an unterminated quote runs to the end) or unquoted. */
const ATTRIBUTE_VALUE = /\s*=\s*(?:"[^"]*"?|'[^']*'?|[^\s>]*)/y;

function matchAt(pattern: RegExp, text: string, at: number): string {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? '';
}

/**
 * Drops inline event handlers (`on...=` attributes of start tags) before DOMPurify parses the markup:
 * nothing would run, but Chromium reports a Content-Security-Policy (script-src-attr) violation for
 * each handler in the parsed copy. Reads start tags the way the HTML tokenizer does, so text and
 * attribute values (`title="x onclick=y"`) are never changed: cutting inside a quoted value would
 * unbalance its quotes and swallow the text after it. DOMPurify still removes whatever this misses.
 */
export function withoutInlineHandlers(html: string): string {
  let out = '';
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf('<', at);
    if (open < 0) return out + html.slice(at);
    out += html.slice(at, open);
    const tag = matchAt(START_TAG, html, open);
    if (!tag) {
      out += '<';
      at = open + 1;
      continue;
    }
    out += tag;
    at = open + tag.length;
    for (;;) {
      const between = matchAt(BETWEEN_ATTRIBUTES, html, at);
      at += between.length;
      if (at >= html.length || html[at] === '>') {
        out += between + (html[at] ?? '');
        at += 1;
        break;
      }
      const name = matchAt(ATTRIBUTE_NAME, html, at);
      const value = matchAt(ATTRIBUTE_VALUE, html, at + name.length);
      if (!/^on/i.test(name)) out += between + name + value;
      at += name.length + value.length;
    }
  }
  return out;
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
