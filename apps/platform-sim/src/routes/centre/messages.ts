import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES } from '../../contract';
import { badRequest, ok, optionalInt, readJson, refuse } from '../../lib/http';
import type { AppEnv } from '../../sim';
import { pagedList } from '../../lib/paging';

/** The message box and marking messages read. */
export function messageRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.messages, (c) => {
    const centre = c.get('sim').queries.centre;
    const member = requireMember(c);
    return pagedList(
      c,
      () => centre.countMessages.get(member.id)?.n ?? 0,
      (limit, offset) =>
        centre.messages.all(member.id, limit, offset).map((r) => ({
          id: r.id,
          title: r.title,
          content: r.content,
          read: r.read_at !== null,
          createdAt: new Date(r.created_at).toISOString(),
        })),
    );
  });
  routes.post(`${API_PATHS.messages}/read`, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const id = optionalInt(await readJson(c), 'id', { min: 1 });
    if (id === undefined) throw badRequest('id is required');
    const result = sim.queries.centre.markMessageRead.run(sim.now(), id, member.id);
    if (result.changes === 0) throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Message not found');
    return ok(c, null, 'Message marked as read');
  });

  return routes;
}
