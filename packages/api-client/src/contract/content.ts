/** Contract of banners, notices, help, resources and feedback. */

export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lottery',
  'w_download',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
  'w_inhouse',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

export interface Banner {
  bannerId: number;
  url: string;
  groupName: BannerGroup;
  /** null: not clickable */
  linkageType: 'ROUTE' | 'URL' | 'GAME' | null;
  linkageValue: string | null;
  title: string;
  sort: number;
}

export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number];

export interface Notice {
  id: number;
  type: AnnouncementType;
  title: string;
  /** HTML: sanitise before rendering */
  content: string;
  publishTime: string;
}
export interface Popup {
  id: number;
  title: string;
  content: string;
}
export interface AnnouncementsQuery {
  /** comma list of announcement types */
  types?: string;
  platform?: 'W';
  execution?: string;
  groupName?: string;
  /** `home` returns only the ticker notices */
  query?: 'home';
}
export interface AnnouncementsResponse {
  banners: Banner[];
  player: Notice[];
  popup: Popup[];
  promotion: Notice[];
}

export interface HelpItem {
  id: number;
  title: string;
  content: string;
}
export interface HelpCenterResponse {
  list: HelpItem[];
}

export const FEEDBACK_TYPES = ['deposit', 'withdraw', 'game', 'service', 'apply', 'other'] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number];
export const FEEDBACK_LIMITS = {
  maxContentLength: 140,
  maxImages: 3,
  maxImageBytes: 5 * 1024 * 1024,
  imageTypes: ['image/png', 'image/jpeg'],
} as const;
/**
 * `PUT /wps/feedback`: multipart/form-data with `type`, `content` and up to 3 `images` files,
 * or JSON with `images` as data URLs.
 */
export interface FeedbackRequest {
  type: FeedbackType;
  content: string;
  images?: string[];
}
export interface FeedbackResponse {
  feedbackId: number;
  imageCount: number;
}
/**
 * One of the player's own feedback entries, newest first in `GET /wps/feedback/list` (paged:
 * `pageNo`, `pageSize`; answers `Paged<FeedbackItem>`).
 */
export interface FeedbackItem {
  id: number;
  type: FeedbackType;
  content: string;
  /** how many images came with it (the images themselves are not listed) */
  imageCount: number;
  /** ISO time it was sent */
  createdAt: string;
  /** the platform's answer; null while it awaits one */
  reply: string | null;
  /** ISO time of the answer; null while it awaits one */
  repliedAt: string | null;
}
