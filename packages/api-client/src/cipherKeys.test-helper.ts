import {
  constants,
  createDecipheriv,
  generateKeyPairSync,
  privateDecrypt,
  type KeyObject,
} from 'node:crypto';
import {
  payloadAdditionalData,
  type EncryptedBody,
  type PayloadBinding,
  type PublicKeyInfo,
} from './contract';

export interface TestKeyPair {
  info: PublicKeyInfo;
  privateKey: KeyObject;
}

/** A 2048-bit RSA pair whose public half is published the way the platform does, at `serverTime`. */
export function generateTestKeyPair(keyId = 'test-key', serverTime = Date.now()): TestKeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return { info: { keyId, algorithm: 'RSA-OAEP-256+A256GCM', spki, serverTime }, privateKey };
}

/**
 * What the platform does with an encrypted body arriving for `binding`: node:crypto, independent of
 * WebCrypto. Throws when the tag does not match (tampered, or sealed for another merchant or path).
 */
export function decryptBody(
  body: EncryptedBody,
  privateKey: KeyObject,
  binding: PayloadBinding,
): unknown {
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(body.key, 'base64'),
  );
  const data = Buffer.from(body.data, 'base64');
  const ciphertext = data.subarray(0, data.length - 16);
  const tag = data.subarray(data.length - 16);
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(body.iv, 'base64'));
  decipher.setAAD(payloadAdditionalData(binding, body.timestamp));
  decipher.setAuthTag(tag);
  const plaintext = Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  return JSON.parse(plaintext) as unknown;
}
