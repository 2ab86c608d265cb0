import {
  HEADERS,
  PAYLOAD_CIPHER_ALGORITHM,
  payloadAdditionalData,
  type EncryptedBody,
  type PayloadBinding,
  type PublicKeyInfo,
} from './contract';
import { base64ToBytes, bytesToBase64 } from './base64';

export interface EncryptedRequest {
  headers: Record<string, string>;
  body: EncryptedBody;
}

export interface PayloadCipherOptions {
  /** Loads `GET /wps/system/publicKey`'s value. Called once, then cached until {@link PayloadCipher.forgetKey}. */
  fetchPublicKey: () => Promise<PublicKeyInfo>;
  /** WebCrypto implementation; `globalThis.crypto` by default (browsers and Node 20). */
  crypto?: Crypto;
  /** This device's clock in ms; `Date.now` by default. */
  now?: () => number;
}

interface ImportedKey {
  keyId: string;
  key: CryptoKey;
  /** the platform's clock minus this device's, measured when the key was fetched */
  clockOffsetMs: number;
}

const AES_KEY_BITS = 256;
const IV_BYTES = 12;

/**
 * Hybrid encryption of the calls the spec marks "encrypted" (login, register, register mobile,
 * change password, reset by phone). A fresh AES-256-GCM key and 12-byte IV per payload; the raw
 * AES key is wrapped with the platform's RSA-OAEP (SHA-256) public key. Wire format: header
 * `X-Payload-Cipher: RSA-OAEP-256+A256GCM`, body `{ keyId, key, iv, data, timestamp }` (base64
 * strings, `data` being the ciphertext followed by the 16-byte tag, which is what WebCrypto returns).
 *
 * The merchant, the API path and the timestamp are the GCM additional data (`payloadAdditionalData`):
 * the platform refuses a payload sent elsewhere, stale, or already seen. The timestamp is on the
 * platform's clock (the key answer carries it), so a device whose clock is off still gets in.
 */
export class PayloadCipher {
  readonly #fetchPublicKey: () => Promise<PublicKeyInfo>;
  readonly #crypto: Crypto;
  readonly #now: () => number;
  #key: Promise<ImportedKey> | null = null;

  constructor(options: PayloadCipherOptions) {
    this.#fetchPublicKey = options.fetchPublicKey;
    const crypto = options.crypto ?? globalThis.crypto;
    if (!crypto?.subtle)
      throw new Error('PayloadCipher needs WebCrypto (crypto.subtle): use HTTPS or Node 20+.');
    this.#crypto = crypto;
    this.#now = options.now ?? Date.now;
  }

  /** Seals `payload` for one merchant and API path (`API_PATHS`, without a query). */
  async encrypt(payload: unknown, binding: PayloadBinding): Promise<EncryptedRequest> {
    const { keyId, key: publicKey, clockOffsetMs } = await this.#publicKey();
    const subtle = this.#crypto.subtle;
    const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, [
      'encrypt',
    ]);
    const iv = this.#crypto.getRandomValues(new Uint8Array(IV_BYTES));
    const plaintext = new TextEncoder().encode(JSON.stringify(payload ?? null));
    const timestamp = Math.round(this.#now() + clockOffsetMs);
    const ciphertextWithTag = await subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: payloadAdditionalData(binding, timestamp) },
      aesKey,
      plaintext,
    );
    const rawAesKey = await subtle.exportKey('raw', aesKey);
    const wrappedKey = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawAesKey);
    return {
      headers: { [HEADERS.payloadCipher]: PAYLOAD_CIPHER_ALGORITHM },
      body: {
        keyId,
        key: bytesToBase64(new Uint8Array(wrappedKey)),
        iv: bytesToBase64(iv),
        data: bytesToBase64(new Uint8Array(ciphertextWithTag)),
        timestamp,
      },
    };
  }

  /** Drops the cached public key, e.g. after the platform answered `BAD_CIPHER` (key rotated). */
  forgetKey(): void {
    this.#key = null;
  }

  #publicKey(): Promise<ImportedKey> {
    if (!this.#key) {
      const loading = this.#loadKey();
      this.#key = loading;
      // A failed load is not cached: the next encrypted call tries again.
      loading.catch(() => {
        if (this.#key === loading) this.#key = null;
      });
    }
    return this.#key;
  }

  async #loadKey(): Promise<ImportedKey> {
    const info = await this.#fetchPublicKey();
    const clockOffsetMs = Number.isFinite(info.serverTime) ? info.serverTime - this.#now() : 0;
    if (info.algorithm !== PAYLOAD_CIPHER_ALGORITHM) {
      throw new Error(
        `Unsupported payload cipher "${String(info.algorithm)}"; expected ${PAYLOAD_CIPHER_ALGORITHM}.`,
      );
    }
    const key = await this.#crypto.subtle.importKey(
      'spki',
      base64ToBytes(info.spki),
      { name: 'RSA-OAEP', hash: 'SHA-256' },
      false,
      ['encrypt'],
    );
    return { keyId: info.keyId, key, clockOffsetMs };
  }
}
