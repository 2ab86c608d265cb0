/** Registration: modal, `/register` page and success modal (spec: access-and-account.md). */
export { RegisterModal } from './RegisterModal';
export { RegisterSuccessModal } from './RegisterSuccessModal';
export { default as RegisterPage } from './RegisterPage';
