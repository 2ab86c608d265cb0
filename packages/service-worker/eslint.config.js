import { base, allowWorkspaceImports } from '@wl/eslint-config';

export default [...base, ...allowWorkspaceImports({ allowed: [] })];
