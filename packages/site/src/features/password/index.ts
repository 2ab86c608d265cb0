import { modalOpened } from '../../shared/ui/uiSlice';

/** Password recovery and change (spec: forgot password, change password). */
export { ForgotPasswordModal, forgotTypes } from './ForgotPasswordModal';
export { ChangePasswordModal } from './ChangePasswordModal';
export { passwordApi } from './api';

/** Opens the normal (dismissable) change-password modal, e.g. from the header's account menu. */
export const changePasswordOpened = () => modalOpened('changePassword');
export { default as ChangePasswordRoute } from './ChangePasswordRoute';
