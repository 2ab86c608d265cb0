/** Hybrid payload encryption of the "encrypted" calls (shared wire contract). */
export const PAYLOAD_CIPHER_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;

/**
 * How far a sealed payload's timestamp may be from the platform's clock, either way: older ones are
 * refused, and the platform remembers each payload's IV this long to refuse a replay.
 */
export const PAYLOAD_MAX_AGE_MS = 5 * 60_000;

/** `GET /wps/system/publicKey` value. `spki` is base64 of the DER SubjectPublicKeyInfo (RSA 2048). */
export interface PublicKeyInfo {
  keyId: string;
  algorithm: typeof PAYLOAD_CIPHER_ALGORITHM;
  spki: string;
  /** the platform's clock (ms since epoch) as it answered: clients stamp payloads on this clock */
  serverTime: number;
}

/** Body of an encrypted request, sent with header `X-Payload-Cipher: RSA-OAEP-256+A256GCM`. */
export interface EncryptedBody {
  keyId: string;
  /** base64 of the RSA-OAEP (SHA-256) encrypted raw 256-bit AES key */
  key: string;
  /** base64 of the 12-byte IV */
  iv: string;
  /** base64 of the AES-GCM ciphertext followed by the 16-byte tag (WebCrypto output) */
  data: string;
  /** when it was sealed (ms since epoch, the platform's clock); bound into the tag */
  timestamp: number;
}

/** Where a payload may be used: the merchant it is sent to and the API path (`API_PATHS`, no query). */
export interface PayloadBinding {
  merchant: string;
  path: string;
}

/**
 * The AES-GCM additional data of a payload: algorithm, merchant, path and timestamp. The tag covers
 * it, so a payload replayed to another merchant or path, or with another timestamp, does not decrypt.
 */
export function payloadAdditionalData(
  binding: PayloadBinding,
  timestamp: number,
): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(
    JSON.stringify([PAYLOAD_CIPHER_ALGORITHM, binding.merchant, binding.path, timestamp]),
  );
}
