import type Database from 'better-sqlite3';
import type { Prng } from '../../lib/prng';
import {
  BANNERS,
  DOMAIN_ROUTES,
  HELP_ITEMS,
  HOT_MATCHES,
  NOTICE_TITLES,
  RESOURCES,
  UNSAFE_HTML,
} from '../data/content';

/** Banners, notices, the help centre, winners, hot matches, resources and domain routes. */
export function seedContent(
  db: Database.Database,
  prng: Prng,
  now: number,
  gameIds: number[],
): void {
  const insertBanner = db.prepare(
    'INSERT INTO banners (group_name, title, linkage_type, linkage_value, sort) VALUES (?, ?, ?, ?, ?)',
  );
  BANNERS.forEach(([group, title, linkageType, linkageValue], i) =>
    insertBanner.run(group, title, linkageType, linkageValue, i),
  );
  const insertNotice = db.prepare(
    'INSERT INTO notices (type, title, content, publish_at) VALUES (?, ?, ?, ?)',
  );
  let noticeIndex = 0;
  for (const [type, titles] of Object.entries(NOTICE_TITLES)) {
    for (const title of titles) {
      const content =
        noticeIndex % 4 === 1
          ? UNSAFE_HTML
          : `<h3>${title}</h3><p>Dear member, ${title.toLowerCase()}. <strong>Thank you</strong> for playing with us.</p><ul><li>Valid for all members</li><li>Terms apply</li></ul>`;
      insertNotice.run(type, title, content, now - noticeIndex * 3 * 3600_000);
      noticeIndex++;
    }
  }
  const insertHelp = db.prepare('INSERT INTO help_items (title, content, sort) VALUES (?, ?, ?)');
  HELP_ITEMS.forEach(([title, content], i) => insertHelp.run(title, content, i));

  const insertWinner = db.prepare(
    'INSERT INTO winners (customer_name, game_id, win_amount, win_at) VALUES (?, ?, ?, ?)',
  );
  for (let i = 0; i < 60; i++) {
    const name = `${prng.pick(['pl', 'an', 'vi', 'mi', 'tu', 'ha', 'lo'])}***${prng.int(10, 99)}`;
    insertWinner.run(
      name,
      prng.pick(gameIds),
      Math.round(prng.int(500, 500000) * 100) / 100,
      now - i * 17 * 60_000,
    );
  }
  const insertMatch = db.prepare(
    'INSERT INTO hot_matches (vendor_code, league, home_team, away_team, hours_from_seed) VALUES (?, ?, ?, ?, ?)',
  );
  HOT_MATCHES.forEach(([vendor, league, home, away], i) =>
    insertMatch.run(vendor, league, home, away, 2 + i * 5),
  );

  const insertResource = db.prepare(
    'INSERT INTO resources (resource_type, url, qr_code_url, label_name_en, label_name) VALUES (?, ?, ?, ?, ?)',
  );
  RESOURCES.forEach(([type, url, en, label], i) =>
    insertResource.run(type, url, `/sim-assets/qr/${i + 1}.svg`, en, label),
  );

  const insertRoute = db.prepare(
    'INSERT INTO domain_routes (domain, merchant_code, is_primary) VALUES (?, ?, ?)',
  );
  DOMAIN_ROUTES.forEach(([domain, code, primary]) => insertRoute.run(domain, code, primary));
}
