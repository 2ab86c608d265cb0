import { react, allowWorkspaceImports } from '@wl/eslint-config';

export default [...react, ...allowWorkspaceImports({ typeOnly: ['brand-config'] })];
