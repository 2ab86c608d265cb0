import { ERROR_CODES, HEADERS, PAYLOAD_CIPHER_ALGORITHM } from '../contract';
import type { Ctx } from '../sim';
import { badRequest, readJson, SimHttpError } from './http';
import { decryptPayload } from './security';

/** Reads a JSON body that may be encrypted (header `X-Payload-Cipher`); plain JSON stays accepted. */
export async function readPayload(c: Ctx): Promise<Record<string, unknown>> {
  const sim = c.get('sim');
  const cipher = c.req.header(HEADERS.payloadCipher);
  if (!cipher) return readJson(c);
  if (cipher !== PAYLOAD_CIPHER_ALGORITHM)
    throw new SimHttpError(400, ERROR_CODES.BAD_CIPHER, `Unsupported payload cipher ${cipher}`);
  let outer: unknown;
  try {
    outer = JSON.parse(await c.req.text());
  } catch {
    throw new SimHttpError(
      400,
      ERROR_CODES.BAD_CIPHER,
      'The encrypted payload could not be read: the body is not JSON',
    );
  }
  const text = decryptPayload(outer, sim.key);
  let inner: unknown;
  try {
    inner = JSON.parse(text);
  } catch {
    throw new SimHttpError(
      400,
      ERROR_CODES.BAD_CIPHER,
      'The encrypted payload could not be read: the plaintext is not JSON',
    );
  }
  if (inner === null || typeof inner !== 'object' || Array.isArray(inner))
    throw badRequest('The request body must be a JSON object');
  return inner as Record<string, unknown>;
}
