// Shared flat ESLint config. Import boundaries follow docs/architecture.md, section 2.
import { wlPlugin } from './designTokens.js';
import { readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const WORKSPACE_PACKAGES = [
  'api-client',
  'brand-config',
  'i18n',
  'lottery-engine',
  'platform-sim',
  'site',
  'ui-kit',
  'validation',
];

/** Base rules for every TypeScript package. */
export const base = tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/build-meta/**',
      '**/coverage/**',
      '**/storybook-static/**',
      '**/.turbo/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@wl/*/src', '@wl/*/src/*'],
              message:
                'Import a workspace package through its public API (`@wl/<name>`), never its internals.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests poke at deliberately broken data; `any` keeps those fixtures readable.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/*.spec.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);

/** React packages: hooks rules on top of the base. */
export const react = tseslint.config(...base, {
  files: ['**/*.tsx', '**/*.ts'],
  plugins: { 'react-hooks': reactHooks },
  rules: {
    'react-hooks/rules-of-hooks': 'error',
    'react-hooks/exhaustive-deps': 'warn',
  },
});

/** Test files and their helpers: what `testOnly` packages may be imported from. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}'];

/**
 * Which `@wl/*` packages a package may import (docs/architecture.md, section 2).
 * `typeOnly` names packages that may be imported for types only; `testOnly` packages that only its
 * tests may import (the site's component tests run on the simulator in-process).
 */
export function allowWorkspaceImports({ allowed = [], typeOnly = [], testOnly = [] } = {}) {
  const restrictedFor = (forbidden) => ({
    patterns: [
      {
        group: ['@wl/*/src', '@wl/*/src/*'],
        message:
          'Import a workspace package through its public API (`@wl/<name>`), never its internals.',
      },
      ...(forbidden.length
        ? [
            {
              group: forbidden.flatMap((name) => [`@wl/${name}`, `@wl/${name}/*`]),
              message: 'This package may not depend on that one (docs/architecture.md, section 2).',
            },
          ]
        : []),
      ...(typeOnly.length
        ? [
            {
              group: typeOnly.map((name) => `@wl/${name}`),
              allowTypeImports: true,
              message:
                'Only types may be imported from this package (docs/architecture.md, section 2).',
            },
          ]
        : []),
    ],
  });
  const forbidden = WORKSPACE_PACKAGES.filter(
    (name) => !allowed.includes(name) && !typeOnly.includes(name) && !testOnly.includes(name),
  );
  const rules = [
    { rules: { 'no-restricted-imports': ['error', restrictedFor([...forbidden, ...testOnly])] } },
  ];
  if (testOnly.length)
    rules.push({
      files: TEST_FILES,
      rules: { 'no-restricted-imports': ['error', restrictedFor(forbidden)] },
    });
  return rules;
}

/**
 * Feature boundaries inside `site` (docs/architecture.md, section 2), generated from the folders present under
 * `<srcDir>/features`, so a new feature folder is covered without touching this file:
 * - a feature never imports another feature (they talk through the store and routes);
 * - a feature never imports `app/`;
 * - `shared/` imports neither features nor `app/`;
 * - `app/` uses a feature only through its `index.ts` (its public API).
 */
export function featureBoundaries(srcDir) {
  const featuresDir = path.join(srcDir, 'features');
  const appDir = path.join(srcDir, 'app');
  const features = existsSync(featuresDir)
    ? readdirSync(featuresDir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
  const zones = [
    ...features.map((feature) => ({
      target: path.join(featuresDir, feature),
      from: featuresDir,
      except: [`./${feature}`],
      message:
        'A feature never imports another feature; move what both need to its owner in shared/, or talk through the store and routes.',
    })),
    { target: featuresDir, from: appDir, message: 'Features never import app code.' },
    {
      target: path.join(srcDir, 'shared'),
      from: [featuresDir, appDir],
      message: 'Shared code never imports features or app code.',
    },
    ...(features.length
      ? [
          {
            target: appDir,
            from: featuresDir,
            except: features.map((feature) => `./${feature}/index.ts`),
            message: "app/ uses a feature through its index.ts only (the feature's public API).",
          },
        ]
      : []),
  ];
  return [{ rules: { 'import-x/no-restricted-paths': ['error', { zones }] } }];
}

/**
 * Colours and spacing of styled-components come from the ui-kit's tokens (`wl/design-tokens`,
 * designTokens.js): raw colours and px values on the spacing scale are errors.
 */
export const designTokens = [
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-helper.{ts,tsx}', '**/*.stories.{ts,tsx}'],
    plugins: { wl: wlPlugin },
    rules: { 'wl/design-tokens': 'error' },
  },
];
