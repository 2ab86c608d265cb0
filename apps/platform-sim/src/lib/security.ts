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
  options: { N: number; maxmem: number },
) => Promise<Buffer>;
const HASH_BYTES = 32;
/** Node's default scrypt cost, N = 2^14 (r=8, p=1): what a hash without its cost was made with. */
export const DEFAULT_SCRYPT_COST = 14;
const MIN_COST = 10;
const MAX_COST = 17;
/** scrypt's options for a cost: its memory, 128 * N * r bytes, is allowed with room to spare. */
const scryptOptions = (cost: number) => ({ N: 2 ** cost, maxmem: 256 * 2 ** cost * 8 });

/**
 * The cost (log2 N) new password hashes are made with: `SIM_SCRYPT_COST`, 10 to 17, default 14. Each
 * hash records its own cost, so hashes made at another cost still verify and the cost can be raised
 * later. The test suites lower it: scrypt made half of the simulator suite's CPU time.
 */
export function scryptCostFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_SCRYPT_COST;
  const cost = Number(value);
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST)
    throw new Error(
      `SIM_SCRYPT_COST must be an integer from ${MIN_COST} to ${MAX_COST}, got ${value}`,
    );
  return cost;
}
let configuredCost: number | undefined;
/** Read when the first hash is made (src/server.ts checks the variable at start). */
const scryptCost = () => (configuredCost ??= scryptCostFromEnv(process.env.SIM_SCRYPT_COST));

const normalized = (password: string) => password.normalize('NFKC');
const encodeHash = (cost: number, salt: Buffer, hash: Buffer) =>
  `scrypt$ln=${cost}$${salt.toString('base64')}$${hash.toString('base64')}`;

/** `scrypt$ln=<cost>$<salt b64>$<hash b64>` (r=8, p=1) at the configured cost. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const cost = scryptCost();
  const hash = await scryptAsync(normalized(password), salt, HASH_BYTES, scryptOptions(cost));
  return encodeHash(cost, salt, hash);
}

/** Synchronous variant for seeding inside one transaction. */
export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  const cost = scryptCost();
  const hash = scryptSync(normalized(password), salt, HASH_BYTES, scryptOptions(cost));
  return encodeHash(cost, salt, hash);
}

/** A stored hash's parts: `scrypt$ln=<cost>$<salt>$<hash>`, or `scrypt$<salt>$<hash>` at cost 14. */
function parseHash(stored: string): { cost: number; salt: Buffer; hash: Buffer } | null {
  const parts = stored.split('$');
  if (parts[0] !== 'scrypt') return null;
  const [costPart, saltB64, hashB64] =
    parts.length === 4 ? parts.slice(1) : [`ln=${DEFAULT_SCRYPT_COST}`, ...parts.slice(1)];
  const cost = Number(costPart?.startsWith('ln=') ? costPart.slice(3) : NaN);
  if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST || !saltB64 || !hashB64)
    return null;
  return { cost, salt: Buffer.from(saltB64, 'base64'), hash: Buffer.from(hashB64, 'base64') };
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parseHash(stored) : null;
  if (!parsed) return false;
  const actual = await scryptAsync(
    normalized(password),
    parsed.salt,
    parsed.hash.length,
    scryptOptions(parsed.cost),
  );
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

let unknownAccountHash: string | undefined;
/**
 * A hash no password matches (made from a random secret thrown away), at the configured cost: a login
 * for an unknown account verifies against it, so it costs the same scrypt as a real one and timing
 * tells nothing.
 */
export function unknownAccountPasswordHash(): string {
  unknownAccountHash ??= hashPasswordSync(randomBytes(32).toString('base64'));
  return unknownAccountHash;
}

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
