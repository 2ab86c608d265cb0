import { Hono } from 'hono';
import { badgeSvg, bannerSvg, gameSvg, patternSvg } from '../../lib/svg';
import type { AppEnv, Ctx } from '../../sim';
import { uploadedImage } from '../../lib/images';
import { gamePage } from '../../domain/gamePage';

const svg = (c: Ctx, body: string): Response =>
  c.body(body, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });

/** `decodeURIComponent`, or undefined for malformed percent-encoding (a 404, never a 500). */
const decoded = (text: string): string | undefined => {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
};

/** The `.svg` file name without its extension, or undefined when the name is not an svg. */
const svgName = (file: string): string | undefined =>
  file.endsWith('.svg') ? decoded(file.slice(0, -4)) : undefined;

/** Pictures the seed data points at (served by the simulator so the site needs no external CDN). */
export function assetRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get('/sim-assets/:kind/:file', (c) => {
    const { games, content, centre, account, promotions } = c.get('sim').queries;
    // A picture the player uploaded: `/sim-assets/avatar/<account>?v=<upload id>` (routes/account/member.ts).
    if (c.req.param('kind') === 'avatar' && !c.req.param('file').endsWith('.svg')) {
      const version = Number(c.req.query('v'));
      const image = Number.isSafeInteger(version)
        ? account.avatarImage.get(version, c.req.param('file'))
        : undefined;
      return image ? uploadedImage(c, image) : c.notFound();
    }
    const name = svgName(c.req.param('file'));
    if (!name || name.length > 100) return c.notFound();
    switch (c.req.param('kind')) {
      case 'game': {
        const row = games.byId.get(Number(name));
        return row ? svg(c, gameSvg(row.name, row.vendor_name)) : c.notFound();
      }
      case 'banner': {
        const row = content.bannerById.get(Number(name));
        return row ? svg(c, bannerSvg(row.title)) : c.notFound();
      }
      case 'promotion': {
        const row = promotions.titleById.get(Number(name));
        return row ? svg(c, bannerSvg(row.title)) : c.notFound();
      }
      case 'vendor':
      case 'lottery':
        return svg(c, badgeSvg(name, 96, false));
      case 'team':
      case 'avatar':
        return svg(c, badgeSvg(name));
      case 'reward': {
        const row = centre.rewardById.get(Number(name));
        return row ? svg(c, badgeSvg(row.name, 160, false)) : c.notFound();
      }
      case 'qr': {
        const row = account.resourceById.get(Number(name));
        return row ? svg(c, patternSvg(row.url)) : c.notFound();
      }
      default:
        return c.notFound();
    }
  });

  routes.get('/sim-game/:id', (c) => {
    const id = Number(c.req.param('id'));
    const html = Number.isInteger(id)
      ? gamePage(c.get('sim'), id, c.req.query('player') ?? 'guest', c.req.query('mode') ?? 'real')
      : undefined;
    return html ? c.html(html) : c.notFound();
  });

  return routes;
}
