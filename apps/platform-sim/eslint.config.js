import { base, allowWorkspaceImports } from '@wl/eslint-config';

// The simulator shares only the API contract with the site (ARCHITECTURE.md section 3).
export default [...base, ...allowWorkspaceImports({ allowed: ['api-client'] })];
