import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

export interface CspOptions {
  /**
   * Per response: scripts and styled-components' `<style>` elements carry it. Left out for a page
   * with neither inline script nor style (the offline pages): scripts and styles from files only.
   */
  nonce?: string;
  /** The brand's `api.baseUrl` when it is absolute (another origin); same origin otherwise. */
  apiOrigin?: string;
  /** Game providers' origins the site frames (/game, /seamless); the platform's own origin always. */
  frameOrigins?: readonly string[];
}

/**
 * The site's Content-Security-Policy: no inline or eval'd script, styles only from the bundle or with
 * the response's nonce (styled-components reads it from `<meta property="csp-nonce">`), no plugins, no
 * `<base>`, never framed by another site. Images also from https (banners, team logos), data: (QR
 * codes) and blob: (upload previews).
 */
export function contentSecurityPolicy({ nonce, apiOrigin, frameOrigins = [] }: CspOptions): string {
  const self = ["'self'"];
  const scriptsAndStyles = nonce === undefined ? self : [...self, `'nonce-${nonce}'`];
  const directives: Record<string, string[]> = {
    'default-src': self,
    'script-src': scriptsAndStyles,
    'style-src': scriptsAndStyles,
    'img-src': [...self, 'data:', 'blob:', 'https:'],
    'font-src': self,
    'connect-src': apiOrigin ? [...self, apiOrigin] : self,
    'frame-src': [...self, ...frameOrigins],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'form-action': self,
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Security headers every HTML response gets beside the policy. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * The built index.html with the nonce on its scripts, on its styles (the page shell's) and the meta
 * tag styled-components reads.
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(/<script\b/g, `<script nonce="${nonce}"`)
    .replace(/<style\b/g, `<style nonce="${nonce}"`)
    .replace('</head>', `  <meta property="csp-nonce" nonce="${nonce}" />\n  </head>`);
}

const API_PREFIXES = ['/wps', '/lgw', '/lotto', '/sim-assets', '/sim-game', '/__sim'];

/**
 * `vite preview` serves the built app as production hosts should: each page with a fresh nonce, the
 * policy above and the security headers (README, "Content-Security-Policy"). Files (assets, images)
 * and the platform's proxied paths are left to Vite.
 */
export function cspPreviewPlugin({
  apiOrigin,
  frameOrigins,
}: Omit<CspOptions, 'nonce'> = {}): Plugin {
  return {
    name: 'wl-csp-preview',
    configurePreviewServer(server) {
      const outDir = path.resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://preview.local');
        const isPage =
          (req.method === 'GET' || req.method === 'HEAD') &&
          !API_PREFIXES.some((prefix) => url.pathname.startsWith(prefix)) &&
          (!path.extname(url.pathname) || url.pathname.endsWith('.html'));
        if (!isPage) return next();
        readFile(path.join(outDir, 'index.html'), 'utf8').then(
          (html) => {
            const nonce = randomBytes(16).toString('base64');
            res.statusCode = 200;
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.setHeader('Cache-Control', 'no-store');
            res.setHeader(
              'Content-Security-Policy',
              contentSecurityPolicy({ nonce, apiOrigin, frameOrigins }),
            );
            for (const [name, value] of Object.entries(SECURITY_HEADERS))
              res.setHeader(name, value);
            res.end(req.method === 'HEAD' ? undefined : withNonce(html, nonce));
          },
          (error: unknown) => next(error),
        );
      });
    },
  };
}
