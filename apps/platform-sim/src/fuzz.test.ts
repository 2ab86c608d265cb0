/**
 * Every /wps and /lgw route (read from the app's own route table) takes generated query strings and
 * bodies: wrong types, huge and tiny numbers, unicode, missing and extra fields, non-objects and broken
 * JSON, as a guest, a player and an agent of every seeded merchant (each signed in on that merchant:
 * a token is bound to its merchant). Where a merchant takes a call encrypted only, the generated body is
 * sent as the site would, encrypted, or plain. No answer may be a 5xx, and a refused call may not change
 * the database (the sign-in protection's own logs and the sign-in history aside: counting misses is their job).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Security from './lib/security';
import { ENCRYPTED_PATHS, HEADERS, PAYLOAD_CIPHER_ALGORITHM, type PublicKeyInfo } from './contract';
import { MERCHANTS } from './merchants/config';
import { encryptLikeClient, makeSim, type TestSim } from './testing';

// Not a test of the hash: one real scrypt per (password, hash) pair, then the remembered verdict; new
// hashes of fuzzed registrations are real too, only cheaper to make than to check thousands of times.
vi.mock('./lib/security', async (importOriginal) => {
  const original = await importOriginal<typeof Security>();
  const verdicts = new Map<string, Promise<boolean>>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string | null): Promise<boolean> => {
      const key = `${password}\u0000${stored}`;
      let verdict = verdicts.get(key);
      if (!verdict) {
        verdict = original.verifyPassword(password, stored);
        verdicts.set(key, verdict);
      }
      return verdict;
    },
  };
});

// 118 routes x 100 = 11,800 inputs: about 15 s on this machine (27 s while the database fingerprint
// was prepared afresh, forty statements, twice per input)
const RUNS_PER_ROUTE = 100;

/** Field names the contract uses, so generated objects often hit real fields with wrong values. */
const FIELDS = [
  'amount',
  'points',
  'password',
  'paymentPassword',
  'username',
  'type',
  'code',
  'mobileNum',
  'countryDialingCode',
  'verificationCode',
  'captcha',
  'captchaKey',
  'pageNo',
  'pageSize',
  'gameType',
  'vassalage',
  'nodeId',
  'vendor',
  'rewardId',
  'bonusId',
  'promotionId',
  'cardId',
  'methodId',
  'withdrawalId',
  'confirmation',
  'receivedAmount',
  'from',
  'to',
  'downline',
  'account',
  'nickname',
  'language',
  'startDate',
  'endDate',
  'status',
  'gameCode',
  'newPassword',
  'oldPassword',
  'confirmNewPassword',
  'newPaymentPassword',
  'confirmPaymentPassword',
  'content',
  'contractId',
  'decision',
  'rate',
  'query',
  'url',
  'id',
  'gameName',
  'minBet',
  'isNew',
  'gameClassify',
  'ticket',
  'recoveryCode',
  'response',
  'name',
  'others',
];

const oddNumber = fc.constantFrom(0, -1, -0, 1e308, -1e308, 5e-324, 2 ** 53 + 1, 0.1 + 0.2, 1e21);
const oddText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '%E0%A4%A',
    '\u0000',
    '<script>',
    '1e999',
    'NaN',
    '-0',
    '٣',
    '🙂'.repeat(50),
  ),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  oddNumber,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 2 }),
);
const fieldName = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...FIELDS) },
  fc.string({ maxLength: 10 }),
);
const body = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.dictionary(fieldName, value, { maxKeys: 6 }).map((o) => JSON.stringify(o)),
  },
  fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '[]', 'null', '"x"', '{"amount":1e999}', '{"__proto__":{"x":1}}', ''),
);
const query = fc.dictionary(fieldName, fc.oneof(oddText, oddNumber.map(String)), { maxKeys: 5 });
const param = fc.oneof(
  fc.constantFrom('1', '0', '-1', '99999999999', 'abc', '%E0%A4%A'),
  fc.string({ maxLength: 8 }),
);

/**
 * Rows of everything a call can change, but the protection logs (failures, captchas, SMS tries): one
 * statement, prepared once, since it runs twice per input.
 */
function fingerprinter(sim: TestSim): () => string {
  const { db } = sim.app.sim;
  const tables = (
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN
         ('auth_failures', 'captchas', 'sms_outbox', 'sign_in_attempts', 'settings', 'schema_migrations') AND name NOT LIKE 'sqlite_%'`,
      )
      .all() as { name: string }[]
  ).map((row) => row.name);
  const statement = db
    .prepare(
      `SELECT ${tables.map((name) => `(SELECT COUNT(*) FROM "${name}")`).join(', ')},
         -- the members' money, points and editable fields, beyond how many rows there are
         (SELECT json_array(SUM(balance_cents), SUM(points), SUM(length(nickname)), SUM(length(password_hash)),
            SUM(length(language)), SUM(length(COALESCE(payment_password_hash, '')))) FROM members),
         (SELECT SUM(balance_cents) FROM vendor_wallets)`,
    )
    .raw();
  return () => JSON.stringify(statement.get());
}

describe('fuzzing every /wps and /lgw route', () => {
  let sim: TestSim;
  let publicKey: PublicKeyInfo;
  let fingerprint: () => string;
  /** Per merchant: a guest, a player and an agent, signed in on that merchant. */
  const tokens = new Map<string, (string | undefined)[]>();
  const encrypted = new Set<string>(ENCRYPTED_PATHS);
  const tally = { inputs: 0, encrypted: 0, signedIn: 0, serverErrors: 0, routes: 0 };

  /** Fresh sessions for every merchant: a fuzzed logout (a valid call) ends the ones in use. */
  const signInEveryone = async () => {
    for (const { code } of MERCHANTS)
      tokens.set(code, [
        undefined,
        await sim.login('player1', undefined, code),
        await sim.login('agent1', 'Agent1234', code),
      ]);
  };

  beforeAll(async () => {
    sim = makeSim({ devEndpoints: false });
    fingerprint = fingerprinter(sim);
    publicKey = (await sim.call<PublicKeyInfo>('/wps/system/publicKey')).body.value!;
    await signInEveryone();
  }, 60_000);

  afterAll(() => {
    console.info(
      `fuzz: ${tally.routes} routes, ${MERCHANTS.length} merchants, ${tally.inputs} inputs (${tally.encrypted} encrypted, ${tally.signedIn} signed in and not turned away with 401), ${tally.serverErrors} answers 5xx`,
    );
  });

  it('answers no 5xx and changes nothing when it refuses', async () => {
    const seen = new Set<string>();
    const routes = sim.app.routes.filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (route.method === 'ALL' || !/^\/(wps|lgw)\//.test(route.path) || seen.has(key))
        return false;
      seen.add(key);
      return true;
    });
    tally.routes = routes.length;
    expect(routes.length).toBeGreaterThan(80);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(
          fc.record({
            query,
            body,
            param,
            who: fc.nat({ max: 2 }),
            merchant: fc.constantFrom(...MERCHANTS),
            encrypt: fc.boolean(),
          }),
          async (input) => {
            const path = route.path.replace(/:\w+/g, () => encodeURIComponent(input.param));
            const search = new URLSearchParams(input.query as Record<string, string>).toString();
            const headers: Record<string, string> = { Merchant: input.merchant.code };
            const token = tokens.get(input.merchant.code)?.[input.who];
            if (token) headers.Authorization = `Bearer ${token}`;
            const hasBody = !['GET', 'HEAD'].includes(route.method);
            let sent = hasBody ? input.body : undefined;
            if (hasBody) headers['Content-Type'] = 'application/json';
            // An encrypted-only call of a cipher merchant: half the bodies go encrypted, like the site's.
            if (
              hasBody &&
              input.encrypt &&
              input.merchant.payloadCipher &&
              encrypted.has(route.path)
            ) {
              let payload: unknown;
              try {
                payload = JSON.parse(input.body);
              } catch {
                payload = input.body;
              }
              sent = JSON.stringify(
                await encryptLikeClient(publicKey, payload, {
                  merchant: input.merchant.code,
                  path: route.path,
                  timestamp: sim.clock.now,
                }),
              );
              headers[HEADERS.payloadCipher] = PAYLOAD_CIPHER_ALGORITHM;
              tally.encrypted += 1;
            }
            const before = fingerprint();
            const response = await sim.app.request(`${path}${search ? `?${search}` : ''}`, {
              method: route.method,
              headers,
              body: sent,
            });
            tally.inputs += 1;
            if (token && response.status !== 401) tally.signedIn += 1;
            if (response.status >= 500) tally.serverErrors += 1;
            const text = await response.text();
            expect(
              response.status,
              `${input.merchant.code} ${route.method} ${path}?${search} ${input.body} -> ${text}`,
            ).toBeLessThan(500);
            const refused = response.status >= 400 || /"success":false/.test(text.slice(0, 200));
            if (refused) expect(fingerprint(), `${route.method} ${path}`).toBe(before);
          },
        ),
        { numRuns: RUNS_PER_ROUTE },
      );
      await signInEveryone();
    }
  }, 300_000);
});
