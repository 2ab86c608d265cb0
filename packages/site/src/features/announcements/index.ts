/**
 * Public API of the announcements feature for `app/`: the launcher and the notices button are small
 * and mounted in the header; the two modals load on demand through ModalHost.
 */
export { PublicAnnouncementLauncher } from './PublicAnnouncementLauncher';
export { NoticesButton } from './NoticesButton';
export { NOTICES_PER_PAGE, REWARD_CENTRE_PATH, isRegisterRoute } from './routes';
// The arrival announcement's call starts with the page's first calls (app/arrival.ts).
export { announcementsApi, announcementsArgs } from './api';

/** `lazy(() => import('../features/announcements').then((m) => m.loadPublicAnnouncementModal()))` */
export const loadPublicAnnouncementModal = () =>
  import('./PublicAnnouncementModal').then((m) => ({ default: m.PublicAnnouncementModal }));
/** `lazy(() => import('../features/announcements').then((m) => m.loadNoticeListModal()))` */
export const loadNoticeListModal = () =>
  import('./NoticeListModal').then((m) => ({ default: m.NoticeListModal }));
