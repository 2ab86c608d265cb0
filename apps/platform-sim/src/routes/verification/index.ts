export { verificationRoutes } from './codes';
