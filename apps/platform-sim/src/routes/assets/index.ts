export { assetRoutes } from './assets';
