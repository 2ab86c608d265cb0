/**
 * A software passkey authenticator for the simulator's tests: a P-256 key per credential, "none"
 * attestation, user presence and verification set, a signature counter. It answers the options the
 * simulator hands out the way a browser's WebAuthn would, for a chosen origin.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

/** The few CBOR items WebAuthn needs: unsigned and negative integers, byte and text strings, maps. */
function cbor(value: unknown): Buffer {
  const head = (major: number, length: number): Buffer => {
    if (length < 24) return Buffer.from([(major << 5) | length]);
    if (length < 256) return Buffer.from([(major << 5) | 24, length]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(length, 1);
    return b;
  };
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const text = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, text.length), text]);
  }
  if (value instanceof Uint8Array)
    return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  if (value instanceof Map) {
    const parts = [head(5, value.size)];
    for (const [k, v] of value) parts.push(cbor(k), cbor(v));
    return Buffer.concat(parts);
  }
  throw new Error(`cbor: cannot encode ${typeof value}`);
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

type Json = Record<string, unknown>;

export class SoftAuthenticator {
  readonly credentials: Credential[] = [];

  constructor(readonly origin: string) {}

  /** Answers registration options (`navigator.credentials.create`). */
  create(options: Json): Json {
    const rp = options.rp as { id: string };
    const user = options.user as { id: string };
    const challenge = options.challenge as string;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]);
    const id = randomBytes(16);
    const credential: Credential = { id, privateKey, rpId: rp.id, userHandle: user.id, counter: 0 };
    this.credentials.push(credential);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const authData = Buffer.concat([
      sha256(rp.id),
      Buffer.from([0x01 | 0x04 | 0x40]),
      Buffer.alloc(4),
      Buffer.alloc(16),
      idLength,
      id,
      cbor(coseKey),
    ]);
    const attestationObject = cbor(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge,
      origin: this.origin,
    });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** Answers sign-in options (`navigator.credentials.get`) with its credential for the options' RP. */
  get(options: Json, credential = this.credentials.find((c) => c.rpId === options.rpId)): Json {
    if (!credential) throw new Error(`no credential for ${String(options.rpId)}`);
    credential.counter += 1;
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(credential.counter);
    const authenticatorData = Buffer.concat([
      sha256(credential.rpId),
      Buffer.from([0x01 | 0x04]),
      counter,
    ]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin }),
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(clientDataJSON)]),
      credential.privateKey,
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
