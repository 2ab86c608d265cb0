import type Database from 'better-sqlite3';

/** Numbered, append-only schema migrations. Never edit a shipped one: add the next number. */
export const MIGRATIONS: { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'core: merchants, members, sessions, verification',
    sql: `
      CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE merchants (
        code TEXT PRIMARY KEY, brand TEXT NOT NULL, name TEXT NOT NULL, currency TEXT NOT NULL,
        site_status INTEGER NOT NULL DEFAULT 0, maintenance_end TEXT, status_info TEXT
      );
      CREATE TABLE whitelabel_flags (
        merchant_code TEXT NOT NULL REFERENCES merchants(code), flag TEXT NOT NULL, enabled INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, flag)
      );
      CREATE TABLE members (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL REFERENCES merchants(code),
        account TEXT NOT NULL COLLATE NOCASE, password_hash TEXT, payment_password_hash TEXT,
        nickname TEXT NOT NULL, type INTEGER NOT NULL DEFAULT 0, rank_level INTEGER NOT NULL DEFAULT 1,
        mobile TEXT, dialing_code TEXT, email TEXT, payee_name TEXT, profile TEXT NOT NULL DEFAULT '{}',
        balance REAL NOT NULL DEFAULT 0, points INTEGER NOT NULL DEFAULT 0,
        temporary_password INTEGER NOT NULL DEFAULT 0, password_changed_at INTEGER NOT NULL,
        upline_id INTEGER REFERENCES members(id), affiliate_code TEXT, referral_code TEXT NOT NULL,
        language TEXT NOT NULL DEFAULT 'EN', register_domain TEXT,
        created_at INTEGER NOT NULL, last_login_at INTEGER,
        UNIQUE (merchant_code, account)
      );
      CREATE UNIQUE INDEX members_mobile ON members(merchant_code, dialing_code, mobile) WHERE mobile IS NOT NULL;
      CREATE UNIQUE INDEX members_affiliate ON members(merchant_code, affiliate_code) WHERE affiliate_code IS NOT NULL;
      CREATE TABLE tokens (
        token_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, revoked_at INTEGER
      );
      CREATE TABLE login_failures (
        merchant_code TEXT NOT NULL, account TEXT NOT NULL COLLATE NOCASE, failures INTEGER NOT NULL,
        PRIMARY KEY (merchant_code, account)
      );
      CREATE TABLE captchas (captcha_key TEXT PRIMARY KEY, answer TEXT NOT NULL, created_at INTEGER NOT NULL);
      CREATE TABLE sms_outbox (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, dialing_code TEXT NOT NULL, mobile TEXT NOT NULL,
        purpose TEXT NOT NULL, code TEXT NOT NULL, text TEXT NOT NULL,
        sent_at INTEGER NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER
      );
      CREATE INDEX sms_by_number ON sms_outbox(mobile, sent_at);
      CREATE TABLE email_outbox (
        id INTEGER PRIMARY KEY, merchant_code TEXT NOT NULL, email TEXT NOT NULL, subject TEXT NOT NULL,
        body TEXT NOT NULL, sent_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 2,
    name: 'games, vendors and content',
    sql: `
      CREATE TABLE vendors (
        code TEXT PRIMARY KEY, game_type TEXT NOT NULL, display_name TEXT NOT NULL, account_type_name TEXT NOT NULL,
        card_id INTEGER NOT NULL, is_hot INTEGER NOT NULL, is_esports INTEGER NOT NULL, sort INTEGER NOT NULL
      );
      CREATE TABLE games (
        id INTEGER PRIMARY KEY, node_id INTEGER NOT NULL UNIQUE, vendor_code TEXT NOT NULL REFERENCES vendors(code),
        game_type TEXT NOT NULL, name TEXT NOT NULL, classify TEXT NOT NULL, min_bet REAL NOT NULL,
        support_play INTEGER NOT NULL, is_hot INTEGER NOT NULL, is_new INTEGER NOT NULL,
        is_vassalage INTEGER NOT NULL DEFAULT 0, sort INTEGER NOT NULL
      );
      CREATE INDEX games_by_type ON games(game_type, vendor_code, sort);
      CREATE TABLE favourites (member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, created_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id));
      CREATE TABLE recents (member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id));
      CREATE TABLE pvp_rooms (id INTEGER PRIMARY KEY, vendor_code TEXT NOT NULL, name TEXT NOT NULL, min_bet REAL NOT NULL, players INTEGER NOT NULL);
      CREATE TABLE banners (
        id INTEGER PRIMARY KEY, group_name TEXT NOT NULL, title TEXT NOT NULL, linkage_type TEXT, linkage_value TEXT, sort INTEGER NOT NULL
      );
      CREATE TABLE notices (
        id INTEGER PRIMARY KEY, type TEXT NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, publish_at INTEGER NOT NULL
      );
      CREATE TABLE help_items (id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL, sort INTEGER NOT NULL);
      CREATE TABLE winners (
        id INTEGER PRIMARY KEY, customer_name TEXT NOT NULL, game_id INTEGER NOT NULL, win_amount REAL NOT NULL, win_at INTEGER NOT NULL
      );
      CREATE TABLE hot_matches (
        id INTEGER PRIMARY KEY, vendor_code TEXT NOT NULL, league TEXT NOT NULL, home_team TEXT NOT NULL, away_team TEXT NOT NULL,
        hours_from_seed INTEGER NOT NULL
      );
      CREATE TABLE resources (
        id INTEGER PRIMARY KEY, resource_type TEXT NOT NULL, url TEXT NOT NULL, qr_code_url TEXT NOT NULL,
        label_name_en TEXT NOT NULL, label_name TEXT NOT NULL
      );
      CREATE TABLE domain_routes (domain TEXT PRIMARY KEY, merchant_code TEXT NOT NULL, is_primary INTEGER NOT NULL);
      CREATE TABLE feedback (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, type TEXT NOT NULL, content TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE feedback_images (
        id INTEGER PRIMARY KEY, feedback_id INTEGER NOT NULL REFERENCES feedback(id), mime TEXT NOT NULL, bytes BLOB NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'lottery',
    sql: `
      CREATE TABLE lottery_games (
        id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, label_name TEXT NOT NULL, tag TEXT NOT NULL,
        prize_mode TEXT NOT NULL, vendor TEXT NOT NULL, game_type TEXT NOT NULL, schedule TEXT NOT NULL,
        number_format TEXT NOT NULL, lock_seconds INTEGER NOT NULL, on_sale INTEGER NOT NULL,
        default_play_type TEXT NOT NULL, remark TEXT NOT NULL, sort INTEGER NOT NULL, popularity INTEGER NOT NULL
      );
      CREATE TABLE lottery_recents (member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, played_at INTEGER NOT NULL, PRIMARY KEY (member_id, game_id));
    `,
  },
  {
    version: 4,
    name: 'member and agent centre, points mall',
    sql: `
      CREATE TABLE transactions (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, type TEXT NOT NULL, amount REAL NOT NULL,
        balance_after REAL NOT NULL, status TEXT NOT NULL, remark TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE INDEX transactions_by_member ON transactions(member_id, created_at);
      CREATE TABLE bets (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, game_id INTEGER NOT NULL, bet_amount REAL NOT NULL,
        valid_bet REAL NOT NULL, win_amount REAL NOT NULL, status TEXT NOT NULL, bet_at INTEGER NOT NULL
      );
      CREATE INDEX bets_by_member ON bets(member_id, bet_at);
      CREATE TABLE bonuses (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, name TEXT NOT NULL, amount REAL NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE messages (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, title TEXT NOT NULL, content TEXT NOT NULL, read_at INTEGER, created_at INTEGER NOT NULL
      );
      CREATE TABLE contracts (
        id INTEGER PRIMARY KEY, kind TEXT NOT NULL, upline_id INTEGER NOT NULL, downline_id INTEGER NOT NULL,
        rate REAL NOT NULL, active_members INTEGER NOT NULL, period_valid_bet REAL NOT NULL, period_profit_loss REAL NOT NULL,
        period TEXT NOT NULL, status TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE salary_records (
        id INTEGER PRIMARY KEY, contract_id INTEGER NOT NULL, amount REAL NOT NULL, settled_at INTEGER NOT NULL
      );
      CREATE TABLE point_rewards (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, points INTEGER NOT NULL, stock INTEGER NOT NULL
      );
      CREATE TABLE redemptions (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, reward_id INTEGER NOT NULL, points INTEGER NOT NULL,
        status TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE point_transactions (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL, changed_points INTEGER NOT NULL, balance_after INTEGER NOT NULL,
        reason TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE TABLE missions (member_id INTEGER PRIMARY KEY, mission_count INTEGER NOT NULL, completed INTEGER NOT NULL, points INTEGER NOT NULL);
    `,
  },
  {
    version: 5,
    name: 'lobby ordering index',
    // lobby lists order hot games first, then by id (vendor order, then the vendor's own order)
    sql: `CREATE INDEX games_lobby ON games(game_type, is_hot DESC, id); CREATE INDEX games_hot ON games(is_hot DESC, id);`,
  },
  {
    version: 6,
    name: 'launch answers per game',
    // live and sports vendors answer the launch in game_url2; a few seeded games answer unusable URLs
    sql: `
      ALTER TABLE games ADD COLUMN launch_answer TEXT NOT NULL DEFAULT 'game_url';
      UPDATE games SET launch_answer = 'game_url2' WHERE game_type IN ('LIVE', 'SPORTS');
    `,
  },
  {
    version: 7,
    name: 'vendor lobby indexes',
    // a vendor's lobby (hot first, then id) and its filters (classify, min bet) without a table scan,
    // and its popup list in the vendor's own order: fast with thousands of games in one vendor
    sql: `
      CREATE INDEX games_vendor_lobby ON games(vendor_code, is_hot DESC, id);
      CREATE INDEX games_vendor_filters ON games(vendor_code, classify, min_bet);
      CREATE INDEX games_vendor_sort ON games(vendor_code, sort);
    `,
  },
  {
    version: 8,
    name: 'sign-in protection: failure log, SMS code attempts, indexes for pruning',
    // Failed sign-ins are kept as a log (one row per failure, per subject: an account, an IP, an SMS
    // number and purpose) so limits slide over a window; the per-account counter it replaces is dropped.
    // An SMS code counts its wrong tries and is voided after too many or when a newer code is sent.
    sql: `
      CREATE TABLE auth_failures (id INTEGER PRIMARY KEY, subject TEXT NOT NULL, failed_at INTEGER NOT NULL);
      CREATE INDEX auth_failures_by_subject ON auth_failures(subject, failed_at);
      CREATE INDEX auth_failures_by_age ON auth_failures(failed_at);
      DROP TABLE login_failures;
      ALTER TABLE sms_outbox ADD COLUMN failed_attempts INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE sms_outbox ADD COLUMN voided_at INTEGER;
      CREATE INDEX sms_by_purpose ON sms_outbox(merchant_code, dialing_code, mobile, purpose, sent_at);
      CREATE INDEX sms_by_age ON sms_outbox(sent_at);
      CREATE INDEX captchas_by_age ON captchas(created_at);
      CREATE INDEX tokens_by_expiry ON tokens(expires_at);
      CREATE INDEX tokens_by_member ON tokens(member_id);
      CREATE INDEX members_by_type ON members(type, created_at);
    `,
  },
  {
    version: 9,
    name: 'member centre money: deposits, bank cards, withdrawals, rebates; promotions',
    // Deposit methods and rebate rates are reference data, inserted here so an existing database gets
    // them too; promotions (dated around the seed time) and the players' own rows come from the seed.
    sql: `
      CREATE TABLE deposit_methods (
        id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, type TEXT NOT NULL,
        min_amount REAL NOT NULL, max_amount REAL NOT NULL, preset_amounts TEXT NOT NULL,
        payee_bank TEXT NOT NULL, payee_name TEXT NOT NULL, payee_account TEXT NOT NULL, sort INTEGER NOT NULL
      );
      INSERT INTO deposit_methods (code, name, type, min_amount, max_amount, preset_amounts, payee_bank, payee_name, payee_account, sort) VALUES
        ('BANK_TRANSFER', 'Local bank transfer', 'BANK', 100, 50000, '[100,500,1000,5000,10000]', 'Vietcombank', 'WL PAYMENT CO LTD', '0071000123456', 1),
        ('MOMO', 'MoMo e-wallet', 'EWALLET', 50, 20000, '[50,100,200,500,1000]', 'MoMo', 'WL PAYMENT', '0909123456', 2),
        ('VIETQR', 'VietQR scan to pay', 'QR', 100, 30000, '[100,300,500,1000,3000]', 'Techcombank', 'WL PAYMENT CO LTD', '19036655443322', 3),
        ('USDT_TRC20', 'USDT (TRC20)', 'CRYPTO', 200, 100000, '[200,500,1000,5000,20000]', 'TRON network', 'WL Treasury', 'TQ9sWfR7v1hXoSimWalletAddr8kP2', 4);
      CREATE TABLE deposit_orders (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        method_id INTEGER NOT NULL REFERENCES deposit_methods(id), amount REAL NOT NULL, status TEXT NOT NULL,
        created_at INTEGER NOT NULL, settled_at INTEGER
      );
      CREATE INDEX deposit_orders_by_member ON deposit_orders(member_id, created_at);
      CREATE TABLE bank_cards (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), bank_name TEXT NOT NULL,
        account_name TEXT NOT NULL, card_number TEXT NOT NULL, created_at INTEGER NOT NULL,
        UNIQUE (member_id, card_number)
      );
      CREATE TABLE withdrawals (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        card_id INTEGER NOT NULL REFERENCES bank_cards(id), amount REAL NOT NULL, confirmation TEXT NOT NULL,
        auto_received INTEGER NOT NULL DEFAULT 0, received_amount REAL, proof_mime TEXT, proof BLOB,
        created_at INTEGER NOT NULL, auto_receive_at INTEGER NOT NULL, confirmed_at INTEGER
      );
      CREATE INDEX withdrawals_by_member ON withdrawals(member_id, created_at);
      CREATE INDEX withdrawals_pending ON withdrawals(member_id, confirmation, auto_receive_at);
      CREATE TABLE rebate_rates (game_type TEXT PRIMARY KEY, rate REAL NOT NULL);
      INSERT INTO rebate_rates (game_type, rate) VALUES
        ('LIVE', 0.006), ('RNG', 0.008), ('SPORTS', 0.005), ('ESPORTS', 0.005), ('FISH', 0.007),
        ('PVP', 0.004), ('LOTTERY', 0.003), ('ELOTT', 0.003);
      CREATE TABLE rebate_claims (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), amount REAL NOT NULL,
        valid_bet REAL NOT NULL, from_at INTEGER NOT NULL, to_at INTEGER NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE INDEX rebate_claims_by_member ON rebate_claims(member_id, created_at);
      -- start of the bets the next rebate counts (the last claim); NULL = since the member registered
      ALTER TABLE members ADD COLUMN rebate_since INTEGER;
      CREATE TABLE promotions (
        id INTEGER PRIMARY KEY, title TEXT NOT NULL, summary TEXT NOT NULL, content TEXT NOT NULL,
        category TEXT NOT NULL, kind TEXT NOT NULL, reward_type TEXT NOT NULL, reward_amount REAL NOT NULL,
        target_valid_bet REAL NOT NULL, start_at INTEGER NOT NULL, end_at INTEGER NOT NULL, sort INTEGER NOT NULL
      );
      CREATE TABLE promotion_entries (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        promotion_id INTEGER NOT NULL REFERENCES promotions(id), status TEXT NOT NULL,
        bonus_id INTEGER REFERENCES bonuses(id), joined_at INTEGER NOT NULL,
        UNIQUE (member_id, promotion_id)
      );
    `,
  },
  {
    version: 10,
    name: 'feedback replies',
    // The platform's answer to a feedback (set by the back office, here `/__sim/feedback/reply`); the
    // player's own feedback newest first, each with its image count, without a table scan.
    sql: `
      ALTER TABLE feedback ADD COLUMN reply TEXT;
      ALTER TABLE feedback ADD COLUMN replied_at INTEGER;
      CREATE INDEX feedback_by_member ON feedback(member_id, created_at);
      CREATE INDEX feedback_images_by_feedback ON feedback_images(feedback_id);
    `,
  },
  {
    version: 11,
    name: 'agent centre: contract bet amount, agent income, team by upline',
    // A daily or hourly salary contract's bet amount; the agent's income payouts (commission, dividend,
    // salaries, transfer rebates); the team reports walk members down by upline_id.
    sql: `
      ALTER TABLE contracts ADD COLUMN bet_amount REAL NOT NULL DEFAULT 0;
      CREATE TABLE agent_income (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), type TEXT NOT NULL,
        amount REAL NOT NULL, remark TEXT NOT NULL, created_at INTEGER NOT NULL
      );
      CREATE INDEX agent_income_by_member ON agent_income(member_id, created_at);
      CREATE INDEX members_by_upline ON members(upline_id);
      CREATE INDEX transactions_by_member_type ON transactions(member_id, type, created_at);
    `,
  },
  {
    version: 12,
    name: 'member avatars',
    // The picture a player uploaded (`PUT /wps/member/info/icon`), one per member. The id grows with
    // every upload (AUTOINCREMENT never reuses one), so it versions the picture's URL across merchants.
    sql: `
      CREATE TABLE member_avatars (
        id INTEGER PRIMARY KEY AUTOINCREMENT, member_id INTEGER NOT NULL UNIQUE REFERENCES members(id),
        mime TEXT NOT NULL, bytes BLOB NOT NULL, uploaded_at INTEGER NOT NULL
      );
    `,
  },
  {
    version: 13,
    name: 'session handover codes',
    // One-time codes that hand a member's sign-in to another browser (POST /wps/session/handover):
    // only the code's hash is kept, and housekeeping deletes expired ones.
    sql: `
      CREATE TABLE handover_codes (
        code_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
      );
      CREATE INDEX handover_codes_by_expiry ON handover_codes(expires_at);
    `,
  },
  {
    version: 14,
    name: 'money in whole cents: balances, vendor wallets, deposits, withdrawals, the ledger',
    // Balances and the amounts that move them become INTEGER cents (src/lib/money.ts explains why); vendor
    // wallets leave the profile JSON for a table, so a transfer is two conditional updates.
    sql: `
      ALTER TABLE members ADD COLUMN balance_cents INTEGER NOT NULL DEFAULT 0 CHECK (balance_cents >= 0);
      UPDATE members SET balance_cents = CAST(ROUND(balance * 100) AS INTEGER);
      ALTER TABLE members DROP COLUMN balance;
      CREATE TABLE vendor_wallets (
        member_id INTEGER NOT NULL REFERENCES members(id), vendor_code TEXT NOT NULL,
        balance_cents INTEGER NOT NULL CHECK (balance_cents >= 0), PRIMARY KEY (member_id, vendor_code)
      );
      INSERT INTO vendor_wallets (member_id, vendor_code, balance_cents)
        SELECT m.id, w.key, CAST(ROUND(w.value * 100) AS INTEGER) FROM members m, json_each(m.profile, '$.wallets') w;
      UPDATE members SET profile = json_remove(profile, '$.wallets') WHERE json_type(profile, '$.wallets') IS NOT NULL;
      ALTER TABLE deposit_orders ADD COLUMN amount_cents INTEGER NOT NULL DEFAULT 0;
      UPDATE deposit_orders SET amount_cents = CAST(ROUND(amount * 100) AS INTEGER);
      ALTER TABLE deposit_orders DROP COLUMN amount;
      ALTER TABLE withdrawals ADD COLUMN amount_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE withdrawals ADD COLUMN received_amount_cents INTEGER;
      UPDATE withdrawals SET amount_cents = CAST(ROUND(amount * 100) AS INTEGER),
        received_amount_cents = CAST(ROUND(received_amount * 100) AS INTEGER);
      ALTER TABLE withdrawals DROP COLUMN amount;
      ALTER TABLE withdrawals DROP COLUMN received_amount;
      ALTER TABLE transactions ADD COLUMN amount_cents INTEGER NOT NULL DEFAULT 0;
      ALTER TABLE transactions ADD COLUMN balance_after_cents INTEGER NOT NULL DEFAULT 0;
      UPDATE transactions SET amount_cents = CAST(ROUND(amount * 100) AS INTEGER),
        balance_after_cents = CAST(ROUND(balance_after * 100) AS INTEGER);
      ALTER TABLE transactions DROP COLUMN amount;
      ALTER TABLE transactions DROP COLUMN balance_after;
    `,
  },
  {
    version: 15,
    name: 'handover codes remember the session that minted them',
    // A code is exchanged only while that session lives: logout, a password change, a reset by phone
    // or an expired token void the codes minted from it (routes/access/handover.ts).
    sql: `
      ALTER TABLE handover_codes ADD COLUMN token_hash TEXT;
      CREATE INDEX handover_codes_by_member ON handover_codes(member_id);
    `,
  },
  {
    version: 16,
    name: 'sessions that owe a password change',
    // A token issued for a temporary or expired password serves only the change, the member's own
    // info and logout (auth/guards.ts) until the password is changed.
    sql: `ALTER TABLE tokens ADD COLUMN password_change_required INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 17,
    name: 'account security: two-step sign-in, passkeys, sessions and sign-in history',
    // routes/security/. A session remembers its device, address and last call, and why it ended
    // (an ended one answers SIGNED_OUT_ELSEWHERE); recovery codes and sign-in tickets are kept as
    // hashes only; the history keeps each member's last attempts.
    sql: `
      ALTER TABLE tokens ADD COLUMN user_agent TEXT NOT NULL DEFAULT '';
      ALTER TABLE tokens ADD COLUMN ip TEXT NOT NULL DEFAULT '';
      ALTER TABLE tokens ADD COLUMN last_seen_at INTEGER;
      ALTER TABLE tokens ADD COLUMN revoked_reason TEXT;
      CREATE TABLE totp_secrets (
        member_id INTEGER PRIMARY KEY REFERENCES members(id), secret TEXT NOT NULL,
        created_at INTEGER NOT NULL, enabled_at INTEGER, last_step INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE recovery_codes (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        code_hash TEXT NOT NULL, used_at INTEGER
      );
      CREATE INDEX recovery_codes_by_member ON recovery_codes(member_id);
      CREATE TABLE sign_in_tickets (
        ticket_hash TEXT PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL, method TEXT NOT NULL, password_login INTEGER NOT NULL,
        created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
      );
      CREATE INDEX sign_in_tickets_by_expiry ON sign_in_tickets(expires_at);
      CREATE TABLE passkeys (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id),
        merchant_code TEXT NOT NULL, credential_id TEXT NOT NULL, public_key BLOB NOT NULL,
        counter INTEGER NOT NULL, transports TEXT NOT NULL DEFAULT '[]', backed_up INTEGER NOT NULL DEFAULT 0,
        rp_id TEXT NOT NULL, name TEXT NOT NULL, created_at INTEGER NOT NULL, last_used_at INTEGER,
        UNIQUE (merchant_code, credential_id)
      );
      CREATE INDEX passkeys_by_member ON passkeys(member_id);
      CREATE TABLE webauthn_challenges (
        challenge TEXT PRIMARY KEY, purpose TEXT NOT NULL, member_id INTEGER,
        merchant_code TEXT NOT NULL, rp_id TEXT NOT NULL, origin TEXT NOT NULL, expires_at INTEGER NOT NULL
      );
      CREATE INDEX webauthn_challenges_by_expiry ON webauthn_challenges(expires_at);
      ALTER TABLE members ADD COLUMN webauthn_user_id TEXT;
      CREATE TABLE sign_in_attempts (
        id INTEGER PRIMARY KEY, member_id INTEGER NOT NULL REFERENCES members(id), at INTEGER NOT NULL,
        result TEXT NOT NULL, method TEXT NOT NULL, ip TEXT NOT NULL, user_agent TEXT NOT NULL
      );
      CREATE INDEX sign_in_attempts_by_member ON sign_in_attempts(member_id, at);
      CREATE TABLE known_devices (
        member_id INTEGER NOT NULL REFERENCES members(id), device_key TEXT NOT NULL,
        first_seen_at INTEGER NOT NULL, last_seen_at INTEGER NOT NULL, PRIMARY KEY (member_id, device_key)
      );
    `,
  },
  {
    version: 18,
    name: 'safer gambling: people across brands, limits, settings, time-outs and exclusions',
    // A person is one human under one operator: their accounts on the operator's brands share a
    // time-out or self-exclusion (src/responsibleGaming/README.md). Money limits are whole cents, the
    // session limit minutes; a raise or removal waits in the pending columns for its cooling-off.
    sql: `
      CREATE TABLE rg_people (id INTEGER PRIMARY KEY, operator TEXT NOT NULL);
      CREATE TABLE rg_person_accounts (
        member_id INTEGER PRIMARY KEY REFERENCES members(id),
        person_id INTEGER NOT NULL REFERENCES rg_people(id)
      );
      CREATE INDEX rg_person_accounts_by_person ON rg_person_accounts(person_id);
      CREATE TABLE rg_limits (
        member_id INTEGER NOT NULL REFERENCES members(id), kind TEXT NOT NULL, period TEXT NOT NULL,
        amount INTEGER NOT NULL CHECK (amount > 0), anchor_at INTEGER NOT NULL,
        pending_amount INTEGER CHECK (pending_amount > 0), pending_removal INTEGER NOT NULL DEFAULT 0,
        pending_requested_at INTEGER, pending_effective_at INTEGER,
        PRIMARY KEY (member_id, kind, period)
      );
      CREATE TABLE rg_settings (
        member_id INTEGER PRIMARY KEY REFERENCES members(id), reality_check_minutes INTEGER,
        prompt_answer TEXT, prompt_answered_at INTEGER
      );
      CREATE TABLE rg_exclusions (
        id INTEGER PRIMARY KEY, person_id INTEGER NOT NULL REFERENCES rg_people(id),
        merchant_code TEXT NOT NULL, kind TEXT NOT NULL, period TEXT NOT NULL,
        started_at INTEGER NOT NULL, ends_at INTEGER, return_requested_at INTEGER, returns_at INTEGER
      );
      CREATE INDEX rg_exclusions_by_person ON rg_exclusions(person_id, started_at);
    `,
  },
];

/** Applies every migration not yet recorded in `schema_migrations`, each in its own transaction. */
export function migrate(db: Database.Database): number[] {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`,
  );
  const applied = new Set(
    (db.prepare('SELECT version FROM schema_migrations').all() as { version: number }[]).map(
      (row) => row.version,
    ),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const done: number[] = [];
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    done.push(migration.version);
  }
  return done;
}
