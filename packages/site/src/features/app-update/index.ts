export { AppUpdate } from './AppUpdate';
