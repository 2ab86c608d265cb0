// The left side menu (Home, game categories with their vendors, customer service, app download,
// language, chat room and social links); app/layout mounts it.
export { SideMenu, PAGES_WITHOUT_MENU, preloadSideMenu } from './SideMenu';
