import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  API_PATHS,
  WHITELABEL_FLAGS,
  type DomainRouteResponse,
  type Resource,
  type SiteStatus,
  type SiteStatusCode,
  type WhitelabelNode,
} from '../../contract';
import { badRequest, ok, visitorIp } from '../../lib/http';
import { registerRules, WHITELABEL_GROUPS } from '../../merchants/config';
import { merchantFlags, merchantOf } from '../../merchants/resolve';
import { SCENARIO_COOKIE, type AppEnv, type Sim } from '../../sim';

export function whitelabelTree(sim: Sim, merchantCode: string): WhitelabelNode[] {
  const flags = merchantFlags(sim, merchantCode);
  const grouped = new Set(Object.values(WHITELABEL_GROUPS).flat());
  const node = (
    modId: string,
    enabled: boolean,
    childrenNodes: WhitelabelNode[] = [],
  ): WhitelabelNode => ({ modId, enabled: enabled ? '1' : '0', childrenNodes });
  return [
    ...Object.entries(WHITELABEL_GROUPS).map(([group, members]) =>
      node(
        group,
        true,
        members.map((flag) => node(flag, flags[flag])),
      ),
    ),
    ...WHITELABEL_FLAGS.filter((flag) => !grouped.has(flag)).map((flag) => node(flag, flags[flag])),
  ];
}

/** Customer-service and download resources, as `/wps/system/resources` and the site status answer them. */
export function resources(sim: Sim): Resource[] {
  return sim.queries.account.resources.all().map((row) => ({
    resourceType: row.resource_type,
    url: row.url,
    qrCodeUrl: row.qr_code_url,
    labelNameEn: row.label_name_en,
    labelName: row.label_name,
  }));
}

/** The whitelabel tree, the site status, domain routes and resources. */
export function siteRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.whitelabel, (c) => ok(c, whitelabelTree(c.get('sim'), merchantOf(c).code)));

  routes.get(API_PATHS.status, (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const url = c.req.query('url');
    if (url !== undefined && url.length > 500) throw badRequest('url is too long');
    const ip = visitorIp(c, sim.trustProxy);
    const scenario = sim.devEndpoints ? getCookie(c, SCENARIO_COOKIE) : undefined;
    const { site_status, maintenance_end, status_info } =
      (scenario && sim.scenarioStatus.get(`${merchant.code}|${scenario}`)) || merchant;
    const info = status_info ? (JSON.parse(status_info) as { info?: string; ip?: string }) : {};
    const status = site_status as SiteStatusCode;
    const value: SiteStatus = {
      status,
      info: {
        whitelabel: whitelabelTree(sim, merchant.code),
        register: registerRules(merchant.code, merchantFlags(sim, merchant.code)),
        resources: resources(sim),
        customerService: [
          { csType: 'LIVECHAT', path: 'https://chat.example.com/live', title: 'Live chat' },
          { csType: 'VIP', path: 'https://chat.example.com/vip', title: 'VIP service' },
          { csType: 'TELEGRAM', path: 'https://t.me/example_support', title: 'Telegram' },
        ],
        analytics: [{ provider: 'none', id: '' }],
        imageCDNs: [],
        launchGameCDNs: [],
      },
      maintenance:
        status === 1
          ? {
              title: 'System maintenance',
              info: info.info ?? 'We are upgrading the site. Thank you for your patience.',
              startTime: new Date(sim.now()).toISOString(),
              endTime: maintenance_end,
            }
          : null,
      regionRestriction:
        status === 2
          ? {
              info: info.info ?? 'Sorry, the site is not available in your region.',
              ip: info.ip ?? ip,
            }
          : null,
      maintenanceEnd: status === 1 ? maintenance_end : null,
      location: {
        ip: status === 2 ? (info.ip ?? ip) : ip,
        countryCode: status === 2 ? 'XX' : 'VN',
      },
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.domainRoute, (c) => {
    const sim = c.get('sim');
    const rows = sim.queries.account.domainRoutes.all(merchantOf(c).code);
    return ok(c, {
      domainList: rows.map((row) => ({
        domain: row.domain,
        merchantCode: row.merchant_code,
        brand: row.brand,
        primary: row.is_primary === 1,
      })),
      resources: resources(sim),
    } satisfies DomainRouteResponse);
  });

  routes.get(API_PATHS.resources, (c) => ok(c, resources(c.get('sim'))));

  return routes;
}
