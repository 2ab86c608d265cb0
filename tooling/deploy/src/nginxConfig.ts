// The nginx configuration of every brand: one server block per brand (its domains, its built dist),
// the platform API upstream, and a main nginx.conf that runs them as they are.
import { contentSecurityPolicy, SECURITY_HEADERS, withNonce } from '@wl/vite-config';
import type { Brand } from '@wl/brand-config';

/** nginx's per-request random id (16 bytes, hex): the page's CSP nonce, in its header and its scripts. */
export const NONCE_VARIABLE = '$request_id';
/** The upstream `/wps` and `/lgw` are proxied to. */
export const UPSTREAM_NAME = 'wl_platform';
/** The platform API's paths (the site calls these on its own origin when `api.baseUrl` is empty). */
export const PLATFORM_PATHS = ['/wps', '/lgw', '/lotto'] as const;
/** The simulator's picture and game hosts, proxied only for a simulator-backed host (tests, demos). */
export const SIMULATOR_PATHS = ['/sim-assets', '/sim-game'] as const;

/** A year, for files whose name changes with their content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files without a hash in their name: cached, but asked again before use. */
const REVALIDATE = 'no-cache';
/** Files a path with one of these endings is: a missing one is a 404, never the app. */
const FILE_ENDINGS =
  'js|mjs|css|map|json|webmanifest|txt|xml|png|jpe?g|gif|webp|avif|svg|ico|woff2?|gz';
/** What nginx compresses on the fly (text/html always); files with a `.gz` beside them are sent as they are. */
const GZIP_TYPES = [
  'text/css',
  'text/plain',
  'text/xml',
  'application/javascript',
  'application/json',
  'application/manifest+json',
  'application/xml',
  'image/svg+xml',
];
const MIME_TYPES: Readonly<Record<string, string>> = {
  'text/html': 'html',
  'text/css': 'css',
  'text/plain': 'txt',
  'application/xml': 'xml',
  'application/javascript': 'js mjs',
  'application/json': 'json map',
  'application/manifest+json': 'webmanifest',
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/x-icon': 'ico',
  'font/woff': 'woff',
  'font/woff2': 'woff2',
};

export interface DeployedBrand {
  brand: Brand;
  /** The brand file, for error messages. */
  file: string;
  /** Absolute path of the brand's built `dist`. */
  root: string;
}

export interface NginxOptions {
  brands: readonly DeployedBrand[];
  /** `host:port` of each platform API server behind the upstream. */
  upstream: readonly string[];
  /** nginx `listen` value: `80`, `127.0.0.1:8080`. */
  listen: string;
  /** Game providers' origins the site frames (`frame-src`). */
  frameOrigins?: readonly string[];
  /** Also proxy the simulator's picture and game paths (a simulator-backed host). */
  simulator?: boolean;
}

export class DeployConfigError extends Error {}

/** The brand's API origin when `api.baseUrl` is absolute (the policy's `connect-src`), as `vite preview` does. */
function apiOriginOf(brand: Brand): string | undefined {
  return /^https?:\/\//.test(brand.api.baseUrl) ? new URL(brand.api.baseUrl).origin : undefined;
}

/** The page's policy with nginx's nonce variable, from the same code `vite preview` uses. */
export function pagePolicy(brand: Brand, frameOrigins: readonly string[] = []): string {
  const apiOrigin = apiOriginOf(brand);
  return contentSecurityPolicy({
    nonce: NONCE_VARIABLE,
    frameOrigins,
    ...(apiOrigin ? { apiOrigin } : {}),
  });
}

/**
 * The `sub_filter` pairs that put the nonce into the page: `withNonce` (what `vite preview` does to
 * the page) applied to each string it changes, with nginx's variable as the nonce.
 */
export function nonceSubstitutions(): [search: string, replacement: string][] {
  return ['<script', '<style', '</head>'].map((search) => [
    search,
    withNonce(search, NONCE_VARIABLE),
  ]);
}

/** A string as one nginx argument in double quotes (`\"`, `\\` and `\n` are nginx's escapes). */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, (char) => `\\${char}`).replace(/\n/g, '\\n')}"`;
}

function headers(entries: Record<string, string>, indent: string): string[] {
  return Object.entries(entries).map(
    ([name, value]) => `${indent}add_header ${name} ${quoted(value)} always;`,
  );
}

/** Brands that share a domain, and brands without one, fail with their files and the JSON path. */
export function checkDomains(brands: readonly DeployedBrand[]): void {
  const owner = new Map<string, string>();
  const problems: string[] = [];
  for (const { brand, file } of brands) {
    if (!brand.domains?.length) {
      problems.push(`${file}: $.domains is required to deploy the brand (its host names)`);
      continue;
    }
    brand.domains.forEach((domain, index) => {
      const other = owner.get(domain);
      if (other)
        problems.push(`${file}: $.domains[${index}] "${domain}" is already a domain of ${other}`);
      else owner.set(domain, file);
    });
  }
  if (problems.length)
    throw new DeployConfigError(`Cannot deploy these brands:\n  ${problems.join('\n  ')}`);
}

/** The http-level part shared by every brand: the upstream and the page path for the canonical URL. */
export function platformConfig({ upstream }: Pick<NginxOptions, 'upstream'>): string {
  if (!upstream.length)
    throw new DeployConfigError('the platform upstream needs at least one server');
  return `# Written by pnpm deploy:nginx: the platform API behind every brand, and what every brand shares.
upstream ${UPSTREAM_NAME} {
${upstream.map((server) => `  server ${server};`).join('\n')}
  keepalive 16;
}

# The requested path without its query: the canonical URL of the page answered.
map $request_uri $wl_page_path {
  "~^(?<path>[^?#]*)" $path;
  default /;
}
`;
}

/** One brand's server block. */
export function brandServer(
  { brand, root }: DeployedBrand,
  { listen, frameOrigins = [], simulator = false }: Omit<NginxOptions, 'brands' | 'upstream'>,
): string {
  const domains = brand.domains ?? [];
  const canonical = `https://${domains[0]}`;
  const security = (indent: string) => headers(SECURITY_HEADERS, indent);
  const cached = (cacheControl: string, indent = '    ') => [
    ...headers({ 'Cache-Control': cacheControl }, indent),
    ...security(indent),
  ];
  const proxied = [...PLATFORM_PATHS, ...(simulator ? SIMULATOR_PATHS : [])];
  const lines = [
    `# ${brand.name} (${brand.code}): written by pnpm deploy:nginx from brands/${brand.code}.json.`,
    'server {',
    `  listen ${listen};`,
    `  server_name ${domains.join(' ')};`,
    `  root ${quoted(root)};`,
    '  server_tokens off;',
    '',
    '  gzip on;',
    '  gzip_comp_level 6;',
    '  gzip_min_length 1024;',
    '  gzip_vary on;',
    '  gzip_proxied any;',
    `  gzip_types ${GZIP_TYPES.join(' ')};`,
    // The build writes a .gz (gzip -9) beside each text file: sent as it is, not compressed again.
    '  gzip_static on;',
    ...security('  '),
    '',
    '  # The page: every client route answers index.html, never stored, with a fresh nonce each time.',
    '  location / {',
    '    try_files $uri /index.html;',
    ...cached(REVALIDATE),
    '  }',
    '  location = /index.html {',
    '    gzip_static off;',
    ...headers(
      {
        'Cache-Control': 'no-store',
        'Content-Security-Policy': pagePolicy(brand, frameOrigins),
      },
      '    ',
    ),
    ...security('    '),
    '    sub_filter_once off;',
    ...nonceSubstitutions().map(
      ([search, replacement]) => `    sub_filter ${quoted(search)} ${quoted(replacement)};`,
    ),
    // The canonical URL and og:url name the page answered, not only home.
    `    sub_filter ${quoted(`href="${canonical}/"`)} ${quoted(`href="${canonical}$wl_page_path"`)};`,
    `    sub_filter ${quoted(`content="${canonical}/"`)} ${quoted(`content="${canonical}$wl_page_path"`)};`,
    '  }',
    '',
    '  # Hashed file names: the content never changes under a name.',
    '  location ^~ /assets/ {',
    '    try_files $uri =404;',
    ...cached(IMMUTABLE),
    '  }',
    `  # Files keep their name across deploys (icons, robots.txt, the service worker): asked again before use.`,
    `  location ~* "\\.(${FILE_ENDINGS})$" {`,
    '    try_files $uri =404;',
    ...cached(REVALIDATE),
    '  }',
    '  # The offline pages have no inline script or style: the policy without a nonce.',
    '  location ^~ /offline/ {',
    '    try_files $uri =404;',
    ...headers(
      {
        'Cache-Control': REVALIDATE,
        'Content-Security-Policy': contentSecurityPolicy({ frameOrigins }),
      },
      '    ',
    ),
    ...security('    '),
    '  }',
    '',
    `  # The platform API (${UPSTREAM_NAME} in platform.conf).`,
    ...proxied.flatMap((prefix) => [
      `  location ^~ ${prefix}/ {`,
      `    proxy_pass http://${UPSTREAM_NAME};`,
      '    proxy_http_version 1.1;',
      '    proxy_set_header Connection "";',
      '    proxy_set_header Host $host;',
      '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      '    proxy_set_header X-Forwarded-Proto $scheme;',
      '    proxy_set_header X-Forwarded-Host $host;',
      // The server-level security headers stand for the platform's own.
      ...Object.keys(SECURITY_HEADERS).map((name) => `    proxy_hide_header ${name};`),
      '  }',
    ]),
    '}',
    '',
  ];
  return lines.join('\n');
}

/** A complete nginx.conf around the brands: run it with `nginx -p <dir> -c <dir>/nginx.conf`. */
export function mainConfig(): string {
  const types = Object.entries(MIME_TYPES)
    .map(([type, extensions]) => `    ${type} ${extensions};`)
    .join('\n');
  return `# Written by pnpm deploy:nginx. Paths are relative to nginx's prefix (-p): run it as
#   nginx -p <this folder> -c <this folder>/nginx.conf
# A host with its own nginx.conf includes platform.conf and brands/*.conf in its http block instead.
worker_processes auto;
pid nginx.pid;
error_log error.log warn;

events {
  worker_connections 1024;
}

http {
  types {
${types}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/plain text/xml application/javascript application/json application/manifest+json image/svg+xml;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65;
  access_log off;
  client_body_temp_path client_body_temp;
  proxy_temp_path proxy_temp;
  fastcgi_temp_path fastcgi_temp;
  uwsgi_temp_path uwsgi_temp;
  scgi_temp_path scgi_temp;

  include platform.conf;
  include brands/*.conf;
}
`;
}

/** Every file of the configuration, by path relative to its folder. */
export function nginxConfigFiles(options: NginxOptions): Record<string, string> {
  checkDomains(options.brands);
  const files: Record<string, string> = {
    'nginx.conf': mainConfig(),
    'platform.conf': platformConfig(options),
  };
  for (const deployed of options.brands)
    files[`brands/${deployed.brand.code}.conf`] = brandServer(deployed, options);
  return files;
}
