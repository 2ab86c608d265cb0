import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROUTE_PATTERNS } from '@wl/site/paths';
import {
  contentSecurityPolicy,
  GUARDED_SITEMAP_PAGES,
  SITEMAP_PAGES,
  withNonce,
} from '@wl/vite-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from './cli';
import { WORKSPACE_ROOT, workspaceBrands } from './deploy';
import { nginxConfigFiles, nonceSubstitutions, pagePolicy } from './nginxConfig';
import { testNginxConfig } from './runNginx';

const brands = workspaceBrands();
const options = { brands, upstream: ['127.0.0.1:8787'], listen: '80' };
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('the generated configuration', () => {
  it("sends the policy csp.ts makes, with nginx's per-request id as the nonce", () => {
    const aurora = brands.find(({ brand }) => brand.code === 'aurora')!;
    const config = nginxConfigFiles(options)['brands/aurora.conf']!;
    const policy = contentSecurityPolicy({ nonce: '$request_id' });
    expect(pagePolicy(aurora.brand)).toBe(policy);
    expect(config).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    // The page gets the nonce exactly as vite preview gives it.
    for (const [search, replacement] of nonceSubstitutions())
      expect(withNonce(`x${search} y`, 'N')).toBe(
        `x${replacement.replaceAll('$request_id', 'N')} y`,
      );
  });

  it('names every domain of a brand and the upstream the platform paths go to', () => {
    const files = nginxConfigFiles({ ...options, upstream: ['10.0.0.5:8080', '10.0.0.6:8080'] });
    expect(files['platform.conf']).toMatch(
      /upstream wl_platform \{\n {2}server 10\.0\.0\.5:8080;\n {2}server 10\.0\.0\.6:8080;/,
    );
    const lotus = files['brands/lotus.conf']!;
    expect(lotus).toContain('server_name lotus.localhost www.lotus.localhost;');
    for (const prefix of ['/wps/', '/lgw/'])
      expect(lotus).toContain(`location ^~ ${prefix} {\n    proxy_pass http://wl_platform;`);
    expect(lotus).not.toContain('/sim-assets/');
  });

  it('refuses brands without domains, or sharing one, naming the files and JSON paths', () => {
    const [aurora, lotus] = brands;
    const noDomains = { ...aurora!, brand: { ...aurora!.brand, domains: undefined } };
    const shared = {
      ...lotus!,
      brand: { ...lotus!.brand, domains: ['x.localhost', 'aurora.localhost'] },
    };
    expect(() => nginxConfigFiles({ ...options, brands: [noDomains] })).toThrow(
      `${aurora!.file}: $.domains is required to deploy the brand`,
    );
    expect(() => nginxConfigFiles({ ...options, brands: [aurora!, shared] })).toThrow(
      `${lotus!.file}: $.domains[1] "aurora.localhost" is already a domain of ${aurora!.file}`,
    );
  });
});

it("lists in the sitemap only pages of the site's router", () => {
  for (const page of [...SITEMAP_PAGES, ...GUARDED_SITEMAP_PAGES])
    expect(ROUTE_PATTERNS as readonly string[]).toContain(page);
});

describe('pnpm deploy:nginx', () => {
  it('writes a configuration of every brand that nginx -t accepts', async () => {
    const out = tempDir('wl-deploy-out-');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(main(['--out', out, '--upstream', '127.0.0.1:9999'])).toBe(0);
    for (const { brand } of brands)
      expect(readFileSync(path.join(out, 'brands', `${brand.code}.conf`), 'utf8')).toContain(
        `server_name ${brand.domains!.join(' ')};`,
      );
    expect(await testNginxConfig(out)).toContain('test is successful');
  });

  it('fails on an invalid brand file with its path and the JSON path', () => {
    const workspace = tempDir('wl-deploy-ws-');
    cpSync(path.join(WORKSPACE_ROOT, 'brands'), path.join(workspace, 'brands'), {
      recursive: true,
    });
    const file = path.join(workspace, 'brands', 'tiger.json');
    const tiger = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    writeFileSync(file, JSON.stringify({ ...tiger, domains: ['Tiger.COM'] }));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(main(['--workspace', workspace, '--out', tempDir('wl-deploy-out-')])).toBe(1);
    expect(errors.mock.calls.flat().join('\n')).toMatch(
      new RegExp(
        `Invalid brand file ${file}:\\n {2}\\$\\.domains\\[0\\]: expected a value matching`,
      ),
    );
  });
});
