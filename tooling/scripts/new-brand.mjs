#!/usr/bin/env node
// `pnpm new-brand <code> [--name "Display Name"] [--merchant CODE] [--app-only] [--quiet]`
// Writes brands/<code>.json from the template (unless --app-only or it exists) and the thin app
// apps/brand-<code>/. The new brand builds with `pnpm install && pnpm build` without further edits.
// `--root <dir>` writes into another workspace (the benchmark's temporary brand farm).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    merchant: { type: 'string' },
    'app-only': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    root: { type: 'string', default: path.resolve(scriptsDir, '../..') },
  },
});
const root = path.resolve(values.root);
const log = values.quiet ? () => {} : console.log;

const code = positionals[0];
if (!code || !/^[a-z][a-z0-9-]{1,30}$/.test(code)) {
  console.error('Usage: pnpm new-brand <code> [--name "Display Name"] [--merchant MERCHANTCODE]');
  console.error(
    '  <code>: lowercase letters, digits and dashes, starting with a letter (e.g. "sunrise").',
  );
  process.exit(1);
}

const displayName =
  values.name ?? code.replace(/(^|-)([a-z])/g, (_, dash, c) => (dash ? ' ' : '') + c.toUpperCase());
const merchantCode = values.merchant ?? code.replace(/-/g, '').toUpperCase().slice(0, 8) + '01';
const brandFile = path.join(root, 'brands', `${code}.json`);
const appDir = path.join(root, 'apps', `brand-${code}`);

function write(file, content) {
  if (existsSync(file) && !values.force) {
    log(`kept   ${path.relative(root, file)} (exists)`);
    return;
  }
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  log(`wrote  ${path.relative(root, file)}`);
}

if (!values['app-only']) {
  const template = JSON.parse(readFileSync(path.join(scriptsDir, 'templates/brand.json'), 'utf8'));
  // A new brand is its own operator until its file names the operator it shares exclusions with.
  const responsibleGaming = { ...template.responsibleGaming, operator: code };
  const brand = {
    ...template,
    code,
    name: displayName,
    merchantCode,
    // A local name until the merchant's own domain is known (`pnpm deploy:nginx` serves it).
    domains: [`${code}.localhost`],
    description: `${displayName}: casino, sports and lottery games.`,
    responsibleGaming,
  };
  write(brandFile, JSON.stringify(brand, null, 2) + '\n');
}
if (!existsSync(brandFile)) {
  console.error(`brands/${code}.json does not exist; run without --app-only to create it.`);
  process.exit(1);
}
const brand = JSON.parse(readFileSync(brandFile, 'utf8'));
const tokens = brand.theme?.[brand.theme?.defaultMode ?? 'dark'] ?? {};
const primary = tokens.primary ?? '#3b82f6';
const onPrimary = tokens.onPrimary ?? '#ffffff';
const accent = tokens.accent ?? '#f5c451';
const initial = (brand.name ?? code).trim().charAt(0).toUpperCase();

write(
  path.join(appDir, 'package.json'),
  JSON.stringify(
    {
      name: `@wl/brand-${code}`,
      version: '0.1.0',
      private: true,
      type: 'module',
      scripts: {
        dev: 'vite --configLoader runner',
        build: 'vite build --configLoader runner',
        preview: 'vite preview --configLoader runner',
        typecheck: 'tsc --noEmit -p .',
        lint: 'eslint .',
        budget: 'node ../../tooling/scripts/budget.mjs .',
      },
      dependencies: { '@wl/site': 'workspace:*', react: 'catalog:', 'react-dom': 'catalog:' },
      devDependencies: {
        '@types/react': 'catalog:',
        '@types/node': 'catalog:',
        '@types/react-dom': 'catalog:',
        '@wl/brand-config': 'workspace:*',
        '@wl/eslint-config': 'workspace:*',
        '@wl/tsconfig': 'workspace:*',
        '@wl/vite-config': 'workspace:*',
        eslint: 'catalog:',
        typescript: 'catalog:',
        vite: 'catalog:',
      },
    },
    null,
    2,
  ) + '\n',
);
write(
  path.join(appDir, 'index.html'),
  `<!doctype html>
<html lang="%BRAND_LANG%">
  <head>
    <meta charset="UTF-8" />
    <meta name="referrer" content="no-referrer" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="%BRAND_THEME_COLOUR%" />
    <link rel="icon" type="image/svg+xml" href="%BRAND_FAVICON%" />
    <title>%BRAND_NAME%</title>
  </head>
  <body>
    <div id="root"></div>
    <noscript>%BRAND_NAME% needs JavaScript to run.</noscript>
    <script type="module" src="/src/main.tsx"></script>
  </body>
</html>
`,
);
write(
  path.join(appDir, 'vite.config.ts'),
  `import { defineBrandAppConfig } from '@wl/vite-config';

export default defineBrandAppConfig({ brand: '${code}', root: import.meta.dirname });
`,
);
write(
  path.join(appDir, 'src/main.tsx'),
  `import { mountSite } from '@wl/site';
import brand from 'virtual:wl-brand';

mountSite(document.getElementById('root'), brand);
`,
);
write(
  path.join(appDir, 'src/brand.d.ts'),
  `// The validated brand, served by the brand plugin of @wl/brand-config.
declare module 'virtual:wl-brand' {
  import type { Brand } from '@wl/brand-config';
  const brand: Brand;
  export default brand;
}
`,
);
write(
  path.join(appDir, 'tsconfig.json'),
  JSON.stringify(
    {
      extends: '@wl/tsconfig/react.json',
      include: ['src', 'vite.config.ts'],
      compilerOptions: {
        types: ['vite/client', 'node'],
        // The site is type-checked by its own package: the app checks its call against the entry's type.
        paths: { '@wl/site': ['./node_modules/@wl/site/src/app/mountSite.types.ts'] },
      },
    },
    null,
    2,
  ) + '\n',
);
write(
  path.join(appDir, 'eslint.config.js'),
  `import { react, allowWorkspaceImports } from '@wl/eslint-config';

// A brand app is thin: it mounts the site with its brand and nothing else.
export default [...react, ...allowWorkspaceImports({ allowed: ['site'], typeOnly: ['brand-config'] })];
`,
);
// Only this brand's file is an input of its build (the root turbo.json lists every brands/*.json):
// adding or editing another brand leaves this one's cached build valid.
write(
  path.join(appDir, 'turbo.json'),
  JSON.stringify(
    {
      $schema: 'https://turbo.build/schema.json',
      extends: ['//'],
      tasks: {
        build: {
          inputs: [
            '$TURBO_DEFAULT$',
            '$TURBO_ROOT$/brands/schema.json',
            `$TURBO_ROOT$/brands/${code}.json`,
            '$TURBO_ROOT$/tooling/vite-config/*.ts',
          ],
        },
      },
    },
    null,
    2,
  ) + '\n',
);
const logo = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="${brand.name}">
  <rect x="0" y="2" width="36" height="36" rx="9" fill="${primary}"/>
  <text x="18" y="27" text-anchor="middle" font-family="system-ui, sans-serif" font-size="20" font-weight="700" fill="${onPrimary}">${initial}</text>
  <text x="46" y="27" font-family="system-ui, sans-serif" font-size="17" font-weight="700" fill="${primary}">${brand.name}</text>
</svg>
`;
write(path.join(appDir, 'public/logo.svg'), logo);
write(
  path.join(appDir, 'public/favicon.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${primary}"/><text x="16" y="22" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="${onPrimary}">${initial}</text></svg>
`,
);
write(
  path.join(appDir, 'public/avatar.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="${accent}"/><circle cx="32" cy="25" r="11" fill="${onPrimary}"/><path d="M12 54c3-11 11-16 20-16s17 5 20 16" fill="${onPrimary}"/></svg>
`,
);
log(`\nBrand "${code}" is ready. Next: pnpm install && pnpm --filter @wl/brand-${code} build`);
