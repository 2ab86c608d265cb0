import { hashPasswordSync } from '../../lib/security';

/** One hash per seeded password per process: scrypt is slow on purpose and tests reseed often. */
export const seedHashes = new Map<string, string>();
export const seedHash = (password: string): string => {
  let hash = seedHashes.get(password);
  if (!hash) {
    hash = hashPasswordSync(password);
    seedHashes.set(password, hash);
  }
  return hash;
};
