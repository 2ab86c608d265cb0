/** A fake platform for tests: answers the api client's requests from a route table and records them. */

/** A request the site made, as the platform saw it. */
export interface PlatformCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** Parsed JSON, the raw text of other bodies, or undefined. */
  body: unknown;
}

/** The envelope's `value` of a success, or a whole `Response` (see `fail`). */
export type RouteAnswer = unknown;
export type RouteHandler = (call: PlatformCall) => RouteAnswer | Promise<RouteAnswer>;
/** `'METHOD /path'` or `'/path'` (any method) -> an answer or a handler. */
export type PlatformRoutes = Record<string, RouteHandler | RouteAnswer>;

/** The base URL the fake platform answers on (jsdom has no same-origin server). */
export const FAKE_PLATFORM_URL = 'http://platform.test';

/** A refusal in the platform's envelope (`success: false`) with its message, code and value. */
export function fail(message: string, code: string | number = 'ERROR', value: unknown = null) {
  return new Response(JSON.stringify({ success: false, value, message, code }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

function envelope(value: unknown): Response {
  return new Response(JSON.stringify({ success: true, value, message: '', code: 0 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
}

/** A `fetch` that answers from `routes` (unknown paths: 404 in the envelope) and records every call. */
export function fakePlatform(routes: PlatformRoutes) {
  const calls: PlatformCall[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    const call: PlatformCall = {
      method: request.method,
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      body,
    };
    calls.push(call);
    const route = routes[`${request.method} ${url.pathname}`] ?? routes[url.pathname];
    if (route === undefined) {
      return new Response(
        JSON.stringify({ success: false, value: null, message: 'Not found', code: 'NOT_FOUND' }),
        { status: 404 },
      );
    }
    const answer = typeof route === 'function' ? await (route as RouteHandler)(call) : route;
    return answer instanceof Response ? answer : envelope(answer);
  };
  return { fetch: fetch as typeof globalThis.fetch, calls };
}
