/** Sealing a payload the way the site's client does, for callers of the simulator outside a browser. */
import {
  payloadAdditionalData,
  type EncryptedBody,
  type PayloadBinding,
  type PublicKeyInfo,
} from './contract';

const b64 = (bytes: ArrayBuffer | Uint8Array): string =>
  Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64');

/**
 * Encrypts a payload exactly like the site's PayloadCipher (WebCrypto RSA-OAEP-256 + AES-256-GCM),
 * sealed for a merchant and path at a time (a simulator test's clock; the real one by default).
 */
export async function encryptLikeClient(
  publicKey: PublicKeyInfo,
  payload: unknown,
  { timestamp = Date.now(), ...binding }: PayloadBinding & { timestamp?: number },
): Promise<EncryptedBody> {
  const subtle = globalThis.crypto.subtle;
  const rsa = await subtle.importKey(
    'spki',
    Buffer.from(publicKey.spki, 'base64'),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  );
  const aes = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const data = await subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: payloadAdditionalData(binding, timestamp) },
    aes,
    new TextEncoder().encode(JSON.stringify(payload)),
  );
  const rawKey = await subtle.exportKey('raw', aes);
  const key = await subtle.encrypt({ name: 'RSA-OAEP' }, rsa, rawKey);
  return { keyId: publicKey.keyId, key: b64(key), iv: b64(iv), data: b64(data), timestamp };
}
