import type { Hono } from 'hono';
import { areaRoutes } from '../../lib/routes';
import type { AppEnv } from '../../sim';
import { announcementRoutes } from './announcements';
import { feedbackRoutes } from './feedback';

/** Announcements (banners, notices, popups, promotions), the help centre and feedback. */
export function contentRoutes(): Hono<AppEnv> {
  return areaRoutes(announcementRoutes(), feedbackRoutes());
}
