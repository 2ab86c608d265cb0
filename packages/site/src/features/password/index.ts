/** Public API of the password feature for `app/`: the two modals and the `/changePassword` link target. */
export { ForgotPasswordModal } from './ForgotPasswordModal';
export { ChangePasswordModal } from './ChangePasswordModal';
export { default as ChangePasswordRoute } from './ChangePasswordRoute';
