/** Hybrid payload encryption of the "encrypted" calls (shared wire contract). */
export const PAYLOAD_CIPHER_ALGORITHM = 'RSA-OAEP-256+A256GCM' as const;

/** `GET /wps/system/publicKey` value. `spki` is base64 of the DER SubjectPublicKeyInfo (RSA 2048). */
export interface PublicKeyInfo {
  keyId: string;
  algorithm: typeof PAYLOAD_CIPHER_ALGORITHM;
  spki: string;
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
}
