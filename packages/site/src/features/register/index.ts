/** Public API of the register feature for `app/`: the modal, the `/register` page and the success modal. */
import { RegisterModal } from './RegisterModal';
import RegisterPage from './RegisterPage';
import { RegisterSuccessModal } from './RegisterSuccessModal';

export { RegisterModal, RegisterPage, RegisterSuccessModal };

// The app loads this whole module lazily (app/router.tsx, app/ModalHost.tsx): each loader answers a
// screen it already holds, in the `{ default }` shape `lazyScreen` takes, as every feature's `loadX()`.
export const loadRegisterModal = async () => ({ default: RegisterModal });
export const loadRegisterSuccessModal = async () => ({ default: RegisterSuccessModal });
export const loadRegisterPage = async () => ({ default: RegisterPage });
