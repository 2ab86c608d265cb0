import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, NOT_LOGGED_IN_MESSAGE, type Envelope } from '../contract';

/**
 * A refusal the simulator answers with the envelope: business refusals use HTTP 200, protocol ones
 * their status. (Named apart from api-client's `ApiError`, the client-side view of a failed call.)
 */
export class SimHttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly value: unknown = null,
  ) {
    super(message);
  }
}

export const refuse = (code: string, message: string, value: unknown = null): SimHttpError =>
  new SimHttpError(200, code, message, value);
export const badRequest = (message: string): SimHttpError =>
  new SimHttpError(400, ERROR_CODES.BAD_REQUEST, message);
export const unauthorized = (): SimHttpError =>
  new SimHttpError(401, ERROR_CODES.UNAUTHORIZED, NOT_LOGGED_IN_MESSAGE);
export const rateLimited = (message: string, retryAfterSeconds?: number): SimHttpError =>
  new SimHttpError(
    429,
    ERROR_CODES.RATE_LIMITED,
    message,
    retryAfterSeconds === undefined ? null : { retryAfterSeconds },
  );

export function envelope<T>(value: T, message = 'success'): Envelope<T> {
  return { success: true, value, message, code: ERROR_CODES.OK };
}

export function ok<T>(c: Context, value: T, message = 'success'): Response {
  return c.json(envelope(value, message));
}

export function errorResponse(c: Context, error: SimHttpError): Response {
  const body: Envelope<unknown> = {
    success: false,
    value: error.value,
    message: error.message,
    code: error.code,
  };
  const retryAfter = (error.value as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
  if (typeof retryAfter === 'number') c.header('Retry-After', String(retryAfter));
  return c.json(body, error.status);
}

type Json = Record<string, unknown>;

const LOOPBACK = /^(?:127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * The visitor's IP: the socket's address. X-Forwarded-For is believed only when the simulator was told
 * it sits behind a proxy (`trustProxy`, SIM_TRUST_PROXY=1) and the request came from loopback (the
 * brand app's Vite proxy on this machine); then its last hop, the one that proxy added, is the visitor.
 * Anyone else could write any address there and dodge the per-IP limits.
 */
export function visitorIp(
  c: {
    req: { header(name: string): string | undefined };
    env?: { incoming?: IncomingMessage };
  },
  trustProxy: boolean,
): string {
  const socket = c.env?.incoming?.socket?.remoteAddress ?? '127.0.0.1';
  if (trustProxy && LOOPBACK.test(socket)) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter(Boolean);
    const last = hops.at(-1);
    if (last && /^[\d.:a-fA-F]{2,45}$/.test(last)) return last.replace(/^::ffff:/, '');
  }
  return socket.replace(/^::ffff:/, '');
}

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** True when the request declares a JSON body (`application/json`, with or without a charset). */
export function isJsonContentType(c: Context): boolean {
  return JSON_TYPE.test(c.req.header('content-type') ?? '');
}

/**
 * A body that is not declared JSON is refused with 415: a cross-site HTML form can only send
 * form-encoded or text/plain bodies, so JSON endpoints never act on one.
 */
export function requireJsonContentType(c: Context): void {
  if (!isJsonContentType(c)) {
    throw new SimHttpError(
      415,
      ERROR_CODES.BAD_REQUEST,
      'Send the body as JSON (Content-Type: application/json)',
    );
  }
}

/** Reads the JSON body as an object; malformed or non-object bodies are a 400, other types a 415. */
export async function readJson(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  requireJsonContentType(c);
  return parseJsonObject(text);
}

export function parseJsonObject(text: string): Json {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw badRequest('The request body must be a JSON object');
  }
  return parsed as Json;
}

/** Optional trimmed string field; numbers are accepted and turned into text. Other types are a 400. */
export function optionalString(source: Json, name: string, maxLength = 2000): string | undefined {
  const raw = source[name];
  if (raw === undefined || raw === null) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number')
    throw badRequest(`${name} must be a string`);
  const text = String(raw).trim();
  if (text.length > maxLength) throw badRequest(`${name} is longer than ${maxLength} characters`);
  return text === '' ? undefined : text;
}

export function requiredString(source: Json, name: string, maxLength = 2000): string {
  const value = optionalString(source, name, maxLength);
  if (value === undefined) throw badRequest(`${name} is required`);
  return value;
}

/** Optional integer from a body or query value. */
export function optionalInt(
  source: Json,
  name: string,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER } = {},
): number | undefined {
  const raw = source[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && /^-?\d+$/.test(raw.trim())
        ? Number(raw)
        : NaN;
  if (!Number.isInteger(value)) throw badRequest(`${name} must be a whole number`);
  if (value < min || value > max) throw badRequest(`${name} must be between ${min} and ${max}`);
  return value;
}

export function optionalNumber(source: Json, name: string): number | undefined {
  const raw = source[name];
  if (raw === undefined || raw === null || raw === '') return undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim()) : NaN;
  if (!Number.isFinite(value)) throw badRequest(`${name} must be a number`);
  return value;
}

export function queryObject(c: Context): Json {
  return c.req.query() as Json;
}

/** Page and size from a query, with the defaults of the spec (page 1, size 20). */
export function paging(
  query: Json,
  defaultSize = 20,
  maxSize = 1000,
): { pageNo: number; pageSize: number; offset: number } {
  const pageNo = optionalInt(query, 'pageNo', { min: 1, max: 100000 }) ?? 1;
  const pageSize = optionalInt(query, 'pageSize', { min: 1, max: maxSize }) ?? defaultSize;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

export const totalPages = (total: number, pageSize: number): number => Math.ceil(total / pageSize);

/**
 * Whether a multipart field is an uploaded file. Read by shape, not `instanceof File`: where the
 * simulator runs inside another program (the site's jsdom tests) the global `File` is that host's,
 * while the parsed body's files are Node's own.
 */
export function isUploadedFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as File).arrayBuffer === 'function' &&
    typeof (value as File).name === 'string' &&
    typeof (value as File).size === 'number'
  );
}
