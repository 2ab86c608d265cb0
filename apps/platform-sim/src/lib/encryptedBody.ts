import { ENCRYPTED_PATHS, ERROR_CODES, HEADERS, PAYLOAD_CIPHER_ALGORITHM } from '../contract';
import { requiresPayloadCipher } from '../merchants/config';
import { merchantOf } from '../merchants/resolve';
import type { Ctx } from '../sim';
import { badRequest, readJson, requireJsonContentType, SimHttpError } from './http';
import { decryptPayload } from './security';

const ENCRYPTED = new Set<string>(ENCRYPTED_PATHS);

/**
 * Reads the JSON body of an encrypted call (ENCRYPTED_PATHS). With the header `X-Payload-Cipher` it is
 * decrypted; without it, plain JSON is taken only from a merchant whose brand has the cipher off.
 */
export async function readPayload(c: Ctx): Promise<Record<string, unknown>> {
  const sim = c.get('sim');
  const cipher = c.req.header(HEADERS.payloadCipher);
  if (!cipher) {
    if (ENCRYPTED.has(c.req.path) && requiresPayloadCipher(merchantOf(c).code)) {
      throw new SimHttpError(
        400,
        ERROR_CODES.BAD_CIPHER,
        `This site takes this call encrypted only (${HEADERS.payloadCipher}: ${PAYLOAD_CIPHER_ALGORITHM})`,
      );
    }
    return readJson(c);
  }
  if (cipher !== PAYLOAD_CIPHER_ALGORITHM)
    throw new SimHttpError(400, ERROR_CODES.BAD_CIPHER, `Unsupported payload cipher ${cipher}`);
  requireJsonContentType(c);
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
