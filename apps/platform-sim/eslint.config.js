import { base, allowWorkspaceImports } from '@wl/eslint-config';

// The simulator shares the API contract with the site, and the pure validation rules it enforces.
export default [...base, ...allowWorkspaceImports({ allowed: ['api-client', 'validation'] })];
