import {
  createDecipheriv,
  createHash,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  scrypt,
  scryptSync,
  timingSafeEqual,
  constants,
} from 'node:crypto';
import { promisify } from 'node:util';
import {
  PAYLOAD_CIPHER_ALGORITHM,
  ERROR_CODES,
  payloadAdditionalData,
  type EncryptedBody,
  type PayloadBinding,
  type PublicKeyInfo,
} from '../contract';
import { SimHttpError } from './http';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
) => Promise<Buffer>;
const HASH_BYTES = 32;

/** `scrypt$<salt b64>$<hash b64>` with Node's default cost (N=16384, r=8, p=1). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, HASH_BYTES);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

/** Synchronous variant for seeding inside one transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  const hash = scryptSync(password.normalize('NFKC'), salt, HASH_BYTES);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (!stored) return false;
  const [scheme, saltB64, hashB64] = stored.split('$');
  if (scheme !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64');
  const actual = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(saltB64, 'base64'),
    expected.length,
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash no password matches (made from a random secret thrown away): a login for an unknown account
 * verifies against it, so it costs the same scrypt as a real one and timing tells nothing.
 */
export const UNKNOWN_ACCOUNT_HASH =
  'scrypt$1VmC7/IhYs18RimLtsPl8g==$jR6P9WE1C9A2JSyeWsnWZlEhtGnERmUM9BriTz3b5II=';

/** Opaque bearer token; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface RsaKeyRecord {
  keyId: string;
  privatePem: string;
  spki: string;
}

let processKey: RsaKeyRecord | undefined;

/**
 * A 2048-bit RSA key pair. Generation takes a moment, so one key is made per process and then
 * kept in the database: a restart of the server reads it back and clients keep working.
 */
export function generateRsaKey(): RsaKeyRecord {
  if (processKey) return processKey;
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spkiDer = publicKey.export({ type: 'spki', format: 'der' });
  processKey = {
    keyId: createHash('sha256').update(spkiDer).digest('base64url').slice(0, 16),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    spki: spkiDer.toString('base64'),
  };
  return processKey;
}

/** The public key and the platform's clock, which clients stamp their payloads on. */
export function publicKeyInfo(key: RsaKeyRecord, now: number): PublicKeyInfo {
  return { keyId: key.keyId, algorithm: PAYLOAD_CIPHER_ALGORITHM, spki: key.spki, serverTime: now };
}

export const badCipher = (why: string): SimHttpError =>
  new SimHttpError(400, ERROR_CODES.BAD_CIPHER, `The encrypted payload could not be read: ${why}`);

/** The sealed body's fields, checked for type: `{ keyId, key, iv, data, timestamp }`. */
export function sealedBodyOf(body: unknown): EncryptedBody {
  if (body === null || typeof body !== 'object') throw badCipher('the body is not an object');
  const { keyId, key, iv, data, timestamp } = body as Partial<EncryptedBody>;
  if (
    typeof keyId !== 'string' ||
    typeof key !== 'string' ||
    typeof iv !== 'string' ||
    typeof data !== 'string' ||
    !Number.isSafeInteger(timestamp)
  ) {
    throw badCipher('keyId, key, iv and data are required strings and timestamp an integer');
  }
  return { keyId, key, iv, data, timestamp: timestamp as number };
}

/**
 * Decrypts a sealed body (RSA-OAEP SHA-256 wrapped AES-256-GCM) into its UTF-8 text. The additional
 * data is the merchant and path it arrived on and its timestamp: sealed for anything else, it fails.
 */
export function decryptPayload(
  sealed: EncryptedBody,
  key: RsaKeyRecord,
  arrivedOn: PayloadBinding,
): string {
  const { keyId, key: wrappedKey, iv, data, timestamp } = sealed;
  if (keyId !== key.keyId) throw badCipher('unknown keyId, fetch the public key again');
  try {
    const aesKey = privateDecrypt(
      {
        key: createPrivateKey(key.privatePem),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(wrappedKey, 'base64'),
    );
    const ivBytes = Buffer.from(iv, 'base64');
    const sealed = Buffer.from(data, 'base64');
    if (aesKey.length !== 32 || ivBytes.length !== 12 || sealed.length < 16)
      throw new Error('sizes');
    const decipher = createDecipheriv('aes-256-gcm', aesKey, ivBytes);
    decipher.setAAD(payloadAdditionalData(arrivedOn, timestamp));
    decipher.setAuthTag(sealed.subarray(sealed.length - 16));
    return Buffer.concat([
      decipher.update(sealed.subarray(0, sealed.length - 16)),
      decipher.final(),
    ]).toString('utf8');
  } catch {
    throw badCipher('it is damaged, or was sealed for another site or path');
  }
}

/** Checks that a stored key record is a usable key (a corrupted row is regenerated). */
export function isUsableKey(record: RsaKeyRecord): boolean {
  try {
    createPublicKey(createPrivateKey(record.privatePem));
    return true;
  } catch {
    return false;
  }
}
