import type { Db } from '../index';
import type { FlagRow, MerchantRow } from '../rows';

/** Merchants, their whitelabel flags and site status. */
export function merchantQueries(db: Db) {
  return {
    byCode: db.prepare<[code: string], MerchantRow>('SELECT * FROM merchants WHERE code = ?'),
    currency: db.prepare<[code: string], { currency: string }>(
      'SELECT currency FROM merchants WHERE code = ?',
    ),
    flags: db.prepare<[merchantCode: string], FlagRow>(
      'SELECT flag, enabled FROM whitelabel_flags WHERE merchant_code = ?',
    ),
    setFlag: db.prepare<[merchantCode: string, flag: string, enabled: number]>(
      'INSERT OR REPLACE INTO whitelabel_flags (merchant_code, flag, enabled) VALUES (?, ?, ?)',
    ),
    setStatus: db.prepare<
      [status: number, maintenanceEnd: string | null, info: string | null, code: string]
    >('UPDATE merchants SET site_status = ?, maintenance_end = ?, status_info = ? WHERE code = ?'),
  };
}
