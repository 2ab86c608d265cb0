/** Public API of the password feature for `app/`: the two modals and the `/changePassword` link target. */
import { ChangePasswordModal } from './ChangePasswordModal';
import ChangePasswordRoute from './ChangePasswordRoute';
import { ForgotPasswordModal } from './ForgotPasswordModal';

export { ChangePasswordModal, ChangePasswordRoute, ForgotPasswordModal };

// The app loads this whole module lazily (app/router.tsx, app/ModalHost.tsx): each loader answers a
// screen it already holds, in the `{ default }` shape `lazyScreen` takes, as every feature's `loadX()`.
export const loadForgotPasswordModal = async () => ({ default: ForgotPasswordModal });
export const loadChangePasswordModal = async () => ({ default: ChangePasswordModal });
export const loadChangePasswordRoute = async () => ({ default: ChangePasswordRoute });
