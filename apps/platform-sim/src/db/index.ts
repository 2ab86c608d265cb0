import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { generateRsaKey, isUsableKey, type RsaKeyRecord } from '../lib/security';
import { migrate } from './migrations';
import { seed } from './seed';

export type Db = Database.Database;

/** Opens (and creates) the database file, applies migrations and seeds an empty database. */
export function openDatabase(path: string, now = Date.now()): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL, and FULL: every commit is fsynced before the call answers, so an answered registration or
  // transfer survives the process being killed and the machine losing power (NORMAL only the former).
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('foreign_keys = ON');
  prepareDatabase(db, now);
  return db;
}

export function prepareDatabase(db: Db, now = Date.now()): void {
  migrate(db);
  const seeded = db.prepare("SELECT value FROM settings WHERE key = 'seeded_at'").get();
  if (!seeded) {
    seed(db, now);
    db.prepare("INSERT INTO settings (key, value) VALUES ('seeded_at', ?)").run(
      new Date(now).toISOString(),
    );
  }
  rsaKey(db);
}

/** The RSA key pair kept in the database, so a restart keeps the key clients already fetched. */
export function rsaKey(db: Db): RsaKeyRecord {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'rsa_key'").get() as
    { value: string } | undefined;
  if (row) {
    const stored = JSON.parse(row.value) as RsaKeyRecord;
    if (isUsableKey(stored)) return stored;
  }
  const key = generateRsaKey();
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('rsa_key', ?)").run(
    JSON.stringify(key),
  );
  return key;
}

/** Drops every table and reseeds; the RSA key survives so clients need not refetch it. */
export function resetDatabase(db: Db, now = Date.now()): void {
  const key = rsaKey(db);
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'")
    .all() as { name: string }[];
  db.pragma('foreign_keys = OFF');
  db.transaction(() => {
    for (const { name } of tables) db.exec(`DROP TABLE IF EXISTS "${name}"`);
  })();
  db.pragma('foreign_keys = ON');
  prepareDatabase(db, now);
  db.prepare("INSERT OR REPLACE INTO settings (key, value) VALUES ('rsa_key', ?)").run(
    JSON.stringify(key),
  );
}
