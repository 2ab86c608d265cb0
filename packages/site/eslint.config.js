import { react, allowWorkspaceImports } from '@wl/eslint-config';

export default [...react, ...allowWorkspaceImports({ allowed: ['api-client','brand-config','i18n','lottery-engine','ui-kit','validation'] })];
