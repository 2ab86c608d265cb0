import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS } from '../../contract';
import { badRequest, ok, readJson, requiredString } from '../../lib/http';
import { COUNTRIES } from '../../merchants/config';
import type { AppEnv } from '../../sim';

/** The country list and the member's language. */
export function localeRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.countries, (c) => ok(c, COUNTRIES));

  routes.on(['PUT', 'POST'], API_PATHS.language, async (c) => {
    const member = requireMember(c, { allowTrial: true });
    const body = await readJson(c);
    const language = requiredString(body, 'language', 10).toUpperCase();
    if (!/^[A-Z]{2}(-[A-Z]{2})?$/.test(language))
      throw badRequest('language must be a code such as EN or ZH-TW');
    c.get('sim').queries.access.setLanguage.run(language, member.id);
    return ok(c, { language }, 'Language updated');
  });

  return routes;
}
