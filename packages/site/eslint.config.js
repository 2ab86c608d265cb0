import { fileURLToPath } from 'node:url';
import { react, allowWorkspaceImports, designTokens, featureBoundaries } from '@wl/eslint-config';

// Package direction (docs/architecture.md, section 2) and the feature boundaries inside src/ (see src/shared/README.md).
export default [
  ...react,
  ...allowWorkspaceImports({
    allowed: [
      'api-client',
      'brand-config',
      'i18n',
      'lottery-engine',
      'service-worker',
      'ui-kit',
      'validation',
    ],
    testOnly: ['platform-sim'],
  }),
  ...featureBoundaries(fileURLToPath(new URL('./src', import.meta.url))),
  ...designTokens,
];
