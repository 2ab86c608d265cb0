/**
 * Public API of the auth feature for `app/`. The start-up hook is small and static; the login modal
 * and page are loaded on demand through the loaders, so importing this file keeps them out of the
 * first chunk.
 */
export {
  HANDOVER_PARAM,
  LEGACY_TOKEN_PARAM,
  takeHandoverCode,
  takeHandoverCodeFromAddressBar,
} from './handover';
export { HandoverProvider } from './HandoverProvider';
export { REMEMBER_ME_TTL_MS, LAST_USER_KEY, LOGIN_TYPE_SMS_KEY } from './rememberMe';

/** `lazy(() => import('../features/auth').then((m) => m.loadLoginModal()))` */
export const loadLoginModal = () => import('./LoginModal').then((m) => ({ default: m.LoginModal }));
/** The second step of a sign-in with two-step sign-in on (`modalOpened({ name: 'twoFactorSignIn', props })`). */
export const loadTwoFactorModal = () =>
  import('./TwoFactorSignInModal').then((m) => ({ default: m.TwoFactorSignInModal }));
/** `lazyScreen(() => import('../features/auth').then((m) => m.loadLoginPage()))` */
export const loadLoginPage = () => import('./LoginPage').then((m) => ({ default: m.LoginPage }));
