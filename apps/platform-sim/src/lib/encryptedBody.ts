import {
  ENCRYPTED_PATHS,
  ERROR_CODES,
  HEADERS,
  PAYLOAD_CIPHER_ALGORITHM,
  PAYLOAD_MAX_AGE_MS,
} from '../contract';
import { requiresPayloadCipher } from '../merchants/config';
import { merchantOf } from '../merchants/resolve';
import type { Ctx } from '../sim';
import { badRequest, rateLimited, readJson, requireJsonContentType, SimHttpError } from './http';
import { badCipher, decryptPayload, sealedBodyOf } from './security';

const ENCRYPTED = new Set<string>(ENCRYPTED_PATHS);

/**
 * Reads the JSON body of an encrypted call (ENCRYPTED_PATHS). With the header `X-Payload-Cipher` it is
 * decrypted; without it, plain JSON is taken only from a merchant whose brand has the cipher off.
 * A sealed body is taken once, within PAYLOAD_MAX_AGE_MS of its timestamp, and only on the merchant
 * and path it was sealed for (the GCM additional data): a captured login cannot be sent again.
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
  const sealed = sealedBodyOf(outer);
  const now = sim.now();
  // before the RSA work: a stale or future stamp is refused cheaply (the tag then proves it)
  if (Math.abs(now - sealed.timestamp) > PAYLOAD_MAX_AGE_MS)
    throw badCipher(
      `it was sealed more than ${PAYLOAD_MAX_AGE_MS / 60_000} minutes from the server's time, please try again`,
    );
  const text = decryptPayload(sealed, sim.key, {
    merchant: merchantOf(c).code,
    path: c.req.path,
  });
  const verdict = sim.seenPayloads.take(sealed.iv, sealed.timestamp, now);
  if (verdict === 'replayed') throw badCipher('it was already used, please try again');
  if (verdict === 'full')
    throw rateLimited('Too many requests right now: please try again in a minute', 60);
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
