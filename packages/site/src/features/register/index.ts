/** Public API of the register feature for `app/`: the modal, the `/register` page and the success modal. */
export { RegisterModal } from './RegisterModal';
export { RegisterSuccessModal } from './RegisterSuccessModal';
export { default as RegisterPage } from './RegisterPage';
