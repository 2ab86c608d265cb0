import { base } from '@wl/eslint-config';

export default [...base, { ignores: ['playwright-report/**', 'test-results/**'] }];
