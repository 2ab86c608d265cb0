import { base, allowWorkspaceImports } from '@wl/eslint-config';

export default [
  ...base,
  ...allowWorkspaceImports({ allowed: ['brand-config', 'platform-sim', 'site', 'vite-config'] }),
];
