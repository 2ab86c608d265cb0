import { react } from '@wl/eslint-config';

export default [...react];
