import { Hono } from 'hono';
import type { AppEnv } from '../../sim';
import { announcementRoutes } from './announcements';
import { feedbackRoutes } from './feedback';

/** Announcements (banners, notices, popups, promotions), the help centre and feedback. */
export function contentRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  for (const resource of [announcementRoutes(), feedbackRoutes()]) routes.route('/', resource);
  return routes;
}
