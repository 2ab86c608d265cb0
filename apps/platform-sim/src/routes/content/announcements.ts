import { Hono } from 'hono';
import {
  ANNOUNCEMENT_TYPES,
  API_PATHS,
  BANNER_GROUPS,
  type AnnouncementsResponse,
  type BannerGroup,
  type Notice,
} from '../../contract';
import type { NoticeRow } from '../../db/rows';
import { badRequest, ok } from '../../lib/http';
import type { AppEnv } from '../../sim';

const toNotice = (row: NoticeRow): Notice => ({
  id: row.id,
  type: row.type,
  title: row.title,
  content: row.content,
  publishTime: new Date(row.publish_at).toISOString(),
});

/** Announcements (banners, notices, popups, promotions) and the help centre. */
export function announcementRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.announcements, (c) => {
    const sim = c.get('sim');
    const query = c.req.query();
    const types = (query.types ?? ANNOUNCEMENT_TYPES.join(','))
      .split(',')
      .map((t) => t.trim().toUpperCase())
      .filter(Boolean);
    for (const type of types)
      if (!(ANNOUNCEMENT_TYPES as readonly string[]).includes(type))
        throw badRequest(`types must be from ${ANNOUNCEMENT_TYPES.join(', ')}`);
    if (query.platform && query.platform !== 'W') throw badRequest("platform must be 'W'");
    const group = query.groupName;
    if (group && !(BANNER_GROUPS as readonly string[]).includes(group))
      throw badRequest(`groupName must be one of ${BANNER_GROUPS.join(', ')}`);
    const notices = sim.queries.content.notices.all().filter((n) => types.includes(n.type));
    if (query.query === 'home') {
      return ok(c, {
        banners: [],
        player: notices.filter((n) => n.type === 'H' || n.type === 'B').map(toNotice),
        popup: [],
        promotion: [],
      } satisfies AnnouncementsResponse);
    }
    const bannerRows = sim.queries.content.banners.all({
      group: (group as BannerGroup | undefined) ?? null,
    });
    const value: AnnouncementsResponse = {
      banners: bannerRows.map((b) => ({
        bannerId: b.id,
        url: `/sim-assets/banner/${b.id}.svg`,
        groupName: b.group_name,
        linkageType: b.linkage_type,
        linkageValue: b.linkage_value,
        title: b.title,
        sort: b.sort,
      })),
      player: notices
        .filter((n) => n.type === 'B' || n.type === 'PL' || n.type === 'H')
        .map(toNotice),
      popup: notices
        .filter((n) => n.type === 'PU')
        .map((n) => ({ id: n.id, title: n.title, content: n.content })),
      promotion: notices.filter((n) => n.type === 'PR').map(toNotice),
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.helpCenter, (c) => {
    const device = c.req.query('device');
    if (device && device !== 'WEB') throw badRequest("device must be 'WEB'");
    return ok(c, { list: c.get('sim').queries.content.helpItems.all() });
  });

  return routes;
}
