export { lotteryRoutes } from './draws';
