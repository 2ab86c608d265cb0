import type Database from 'better-sqlite3';
import { MERCHANTS } from '../../merchants/config';

/** The merchants and their whitelabel flags. */
export function seedMerchants(db: Database.Database): void {
  const insertMerchant = db.prepare(
    'INSERT INTO merchants (code, brand, name, currency) VALUES (?, ?, ?, ?)',
  );
  const insertFlag = db.prepare(
    'INSERT INTO whitelabel_flags (merchant_code, flag, enabled) VALUES (?, ?, ?)',
  );
  for (const merchant of MERCHANTS) {
    insertMerchant.run(merchant.code, merchant.brand, merchant.name, merchant.currency);
    for (const [flag, enabled] of Object.entries(merchant.flags))
      insertFlag.run(merchant.code, flag, enabled ? 1 : 0);
  }
}
