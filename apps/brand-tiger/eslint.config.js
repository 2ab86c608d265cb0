import { react, allowWorkspaceImports } from '@wl/eslint-config';

// A brand app is thin: it mounts the site with its brand and nothing else.
export default [
  ...react,
  ...allowWorkspaceImports({ allowed: ['site'], typeOnly: ['brand-config'] }),
];
