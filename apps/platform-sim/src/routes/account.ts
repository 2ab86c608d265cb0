import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { isPasswordExpired } from '../auth/tokens';
import { requireMember } from '../auth/guards';
import {
  API_PATHS,
  AVATAR_LIMITS,
  ERROR_CODES,
  NICKNAME_RULES,
  WHITELABEL_FLAGS,
  type BalanceResponse,
  type DomainRouteResponse,
  type MemberInfo,
  type Resource,
  type SiteStatus,
  type SiteStatusCode,
  type WhitelabelNode,
} from '../contract';
import type { MemberRow } from '../db/rows';
import {
  badRequest,
  isUploadedFile,
  ok,
  readJson,
  refuse,
  requiredString,
  visitorIp,
} from '../lib/http';
import { badgeSvg } from '../lib/svg';
import { iso } from '../lib/time';
import { RANKS, registerRules, WHITELABEL_GROUPS } from '../merchants/config';
import { currencyOf, merchantFlags, merchantOf } from '../merchants/resolve';
import { amountCentsOf, fromCents } from '../money';
import { SCENARIO_COOKIE, type AppEnv, type Sim } from '../sim';
import { imageKind, uploadedImage } from '../lib/images';

export function whitelabelTree(sim: Sim, merchantCode: string): WhitelabelNode[] {
  const flags = merchantFlags(sim, merchantCode);
  const grouped = new Set(Object.values(WHITELABEL_GROUPS).flat());
  const node = (
    modId: string,
    enabled: boolean,
    childrenNodes: WhitelabelNode[] = [],
  ): WhitelabelNode => ({ modId, enabled: enabled ? '1' : '0', childrenNodes });
  return [
    ...Object.entries(WHITELABEL_GROUPS).map(([group, members]) =>
      node(
        group,
        true,
        members.map((flag) => node(flag, flags[flag])),
      ),
    ),
    ...WHITELABEL_FLAGS.filter((flag) => !grouped.has(flag)).map((flag) => node(flag, flags[flag])),
  ];
}

/** Customer-service and download resources, as `/wps/system/resources` and the site status answer them. */
export function resources(sim: Sim): Resource[] {
  return sim.queries.account.resources.all().map((row) => ({
    resourceType: row.resource_type,
    url: row.url,
    qrCodeUrl: row.qr_code_url,
    labelNameEn: row.label_name_en,
    labelName: row.label_name,
  }));
}

/**
 * The member's picture: the uploaded one, versioned by its upload (a new upload is a new URL, so no
 * cache shows the old one), or the badge generated from the account.
 */
export function avatarUrl(sim: Sim, member: MemberRow): string {
  const account = encodeURIComponent(member.account);
  const upload = sim.queries.account.avatarVersionOf.get(member.id);
  return upload
    ? `/sim-assets/avatar/${account}?v=${upload.id}`
    : `/sim-assets/avatar/${account}.svg`;
}

const nicknameRefused = (message: string) =>
  refuse(ERROR_CODES.VALIDATION_FAILED, message, { field: 'nickname' });

/** The trimmed nickname when it keeps NICKNAME_RULES; otherwise a refusal that says which rule. */
function checkNickname(raw: unknown): string {
  if (raw !== undefined && raw !== null && typeof raw !== 'string')
    throw badRequest('nickname must be a string');
  const nickname = (raw ?? '').trim().normalize('NFC');
  const { minLength, maxLength } = NICKNAME_RULES;
  if (!nickname) throw nicknameRefused('Please enter a nickname');
  if (NICKNAME_RULES.markup.test(nickname))
    throw nicknameRefused('The nickname cannot contain < > & " or \'');
  const length = [...nickname].length;
  if (length < minLength || length > maxLength)
    throw nicknameRefused(`The nickname must be ${minLength}-${maxLength} characters`);
  if (!NICKNAME_RULES.allowed.test(nickname))
    throw nicknameRefused('The nickname can only contain letters, digits, spaces, _ - and .');
  if (!NICKNAME_RULES.letterOrDigit.test(nickname))
    throw nicknameRefused('The nickname needs at least one letter or digit');
  return nickname;
}

export function memberInfo(sim: Sim, member: MemberRow): MemberInfo {
  const rank = RANKS.find((r) => r.rankLevel === member.rank_level) ?? RANKS[0];
  const upline = member.upline_id !== null;
  return {
    id: member.id,
    account: member.account,
    userName: member.account,
    nickname: member.nickname,
    type: member.type,
    toUpline: upline,
    clubLabel: {
      labelName: rank?.labelName ?? '',
      color: rank?.color ?? '',
      color2: rank?.color2 ?? '',
      rankLevel: member.rank_level,
    },
    memberLabel: [
      {
        labelName: member.type === 4 ? 'Trial' : member.type === 0 ? 'Member' : 'Agent',
        color: rank?.color ?? '#888',
        color2: rank?.color2 ?? '#444',
      },
    ],
    temporaryPassword: member.temporary_password === 1,
    passwordExpired:
      merchantFlags(sim, member.merchant_code).PWDEXPFORCECHANGE3 && isPasswordExpired(sim, member),
    mobileNum: member.mobile,
    countryDialingCode: member.dialing_code,
    email: member.email,
    currency: currencyOf(sim, member.merchant_code),
    language: member.language,
    avatarUrl: avatarUrl(sim, member),
    registerTime: new Date(member.created_at).toISOString(),
    lastLoginTime: iso(member.last_login_at),
    twoFactorEnabled: sim.queries.security.totpOf.get(member.id)?.enabled_at != null,
  };
}

/** Merchants with one wallet for every vendor; the others keep vendor sub-wallets. */
const SINGLE_WALLET = new Set(['AUR01', 'TGR07']);

/** Member info, whitelabel tree, site status, domain routes, wallets, unread count and resources. */
export function accountRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.memberInfo, (c) =>
    ok(c, memberInfo(c.get('sim'), requireMember(c, { allowTrial: true }))),
  );

  // The nickname: a member write, so trial users are refused.
  routes.put(API_PATHS.memberInfo, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    const body = await readJson(c);
    const nickname = checkNickname(body.nickname);
    sim.queries.account.setNickname.run(nickname, member.id);
    const fresh = sim.queries.access.memberById.get(member.id) as MemberRow;
    return ok(c, memberInfo(sim, fresh), 'Nickname updated');
  });

  routes.get(API_PATHS.memberIcon, (c) => {
    const member = requireMember(c, { allowTrial: true });
    return ok(c, { iconUrl: avatarUrl(c.get('sim'), member) });
  });

  // A new picture: multipart `file`, png or jpg by its bytes, at most 5 MB (the feedback limits).
  routes.put(API_PATHS.memberIcon, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    if (!(c.req.header('content-type') ?? '').includes('multipart/form-data'))
      throw badRequest(
        `Send the picture as multipart/form-data in the ${AVATAR_LIMITS.field} field`,
      );
    const form = await c.req.parseBody({ all: true });
    const files = ([] as unknown[]).concat(form[AVATAR_LIMITS.field] ?? []);
    const file = files[0];
    if (files.length !== 1 || !isUploadedFile(file))
      throw badRequest(`${AVATAR_LIMITS.field} must be one png or jpg image file`);
    if (file.size > AVATAR_LIMITS.maxBytes)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Each image must be at most 5MB');
    const bytes = Buffer.from(await file.arrayBuffer());
    const kind = imageKind(bytes);
    if (
      !kind ||
      (file.type && !(AVATAR_LIMITS.imageTypes as readonly string[]).includes(file.type))
    )
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Only png or jpg images can be uploaded');
    sim.queries.account.saveAvatar.run(member.id, kind, bytes, sim.now());
    return ok(c, { iconUrl: avatarUrl(sim, member) }, 'Avatar updated');
  });

  routes.get(API_PATHS.avatar, (c) => {
    const member = requireMember(c, { allowTrial: true });
    const { account } = c.get('sim').queries;
    const upload = account.avatarVersionOf.get(member.id);
    const image = upload && account.avatarImage.get(upload.id, member.account);
    if (image) return uploadedImage(c, image);
    return c.body(badgeSvg(member.nickname), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'private, max-age=300',
    });
  });

  routes.get(API_PATHS.whitelabel, (c) => ok(c, whitelabelTree(c.get('sim'), merchantOf(c).code)));

  routes.get(API_PATHS.status, (c) => {
    const sim = c.get('sim');
    const merchant = merchantOf(c);
    const url = c.req.query('url');
    if (url !== undefined && url.length > 500) throw badRequest('url is too long');
    const ip = visitorIp(c, sim.trustProxy);
    const scenario = sim.devEndpoints ? getCookie(c, SCENARIO_COOKIE) : undefined;
    const { site_status, maintenance_end, status_info } =
      (scenario && sim.scenarioStatus.get(`${merchant.code}|${scenario}`)) || merchant;
    const info = status_info ? (JSON.parse(status_info) as { info?: string; ip?: string }) : {};
    const status = site_status as SiteStatusCode;
    const value: SiteStatus = {
      status,
      info: {
        whitelabel: whitelabelTree(sim, merchant.code),
        register: registerRules(merchant.code, merchantFlags(sim, merchant.code)),
        resources: resources(sim),
        customerService: [
          { csType: 'LIVECHAT', path: 'https://chat.example.com/live', title: 'Live chat' },
          { csType: 'VIP', path: 'https://chat.example.com/vip', title: 'VIP service' },
          { csType: 'TELEGRAM', path: 'https://t.me/example_support', title: 'Telegram' },
        ],
        analytics: [{ provider: 'none', id: '' }],
        imageCDNs: [],
        launchGameCDNs: [],
      },
      maintenance:
        status === 1
          ? {
              title: 'System maintenance',
              info: info.info ?? 'We are upgrading the site. Thank you for your patience.',
              startTime: new Date(sim.now()).toISOString(),
              endTime: maintenance_end,
            }
          : null,
      regionRestriction:
        status === 2
          ? {
              info: info.info ?? 'Sorry, the site is not available in your region.',
              ip: info.ip ?? ip,
            }
          : null,
      maintenanceEnd: status === 1 ? maintenance_end : null,
      location: {
        ip: status === 2 ? (info.ip ?? ip) : ip,
        countryCode: status === 2 ? 'XX' : 'VN',
      },
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.domainRoute, (c) => {
    const sim = c.get('sim');
    const rows = sim.queries.account.domainRoutes.all(merchantOf(c).code);
    return ok(c, {
      domainList: rows.map((row) => ({
        domain: row.domain,
        merchantCode: row.merchant_code,
        brand: row.brand,
        primary: row.is_primary === 1,
      })),
      resources: resources(sim),
    } satisfies DomainRouteResponse);
  });

  routes.get(API_PATHS.balance, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c, { allowTrial: true });
    const vendorWallets = sim.queries.account.vendorWallets.all(member.id);
    const sumCents = vendorWallets.reduce((sum, w) => sum + w.balance_cents, member.balance_cents);
    const value: BalanceResponse = {
      sumBalance: fromCents(sumCents),
      currency: currencyOf(sim, member.merchant_code),
      wallets: [
        { walletType: 'MAIN', balance: fromCents(member.balance_cents) },
        ...vendorWallets.map((w) => ({
          walletType: w.vendor_code,
          balance: fromCents(w.balance_cents),
        })),
      ],
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.merchantWallet, (c) =>
    ok(c, { isSingle: SINGLE_WALLET.has(merchantOf(c).code) }),
  );

  routes.post(API_PATHS.walletTransfer, async (c) => {
    const sim = c.get('sim');
    const account = sim.queries.account;
    const member = requireMember(c);
    if (SINGLE_WALLET.has(member.merchant_code))
      throw refuse(
        ERROR_CODES.FEATURE_DISABLED,
        'This site uses a single wallet: no transfer is needed',
      );
    const body = await readJson(c);
    const from = requiredString(body, 'from', 20).toUpperCase();
    const to = requiredString(body, 'to', 20).toUpperCase();
    const cents = amountCentsOf(body);
    if (from === to) throw badRequest('from and to must differ');
    const isVendor = (code: string): boolean => Boolean(account.vendorExists.get(code));
    for (const side of [from, to])
      if (side !== 'MAIN' && !isVendor(side)) throw badRequest(`Unknown wallet ${side}`);
    // The debit is a conditional update (it fails when the wallet does not cover it) and the credit
    // adds the identical cents, both in one transaction: no rounding, no stale read.
    const moved = sim.db.transaction(() => {
      const debited =
        from === 'MAIN'
          ? account.debitBalance.run(cents, member.id, cents)
          : account.debitVendorWallet.run(cents, member.id, from, cents);
      if (debited.changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Insufficient balance');
      if (to === 'MAIN') account.addBalance.run(cents, member.id);
      else account.creditVendorWallet.run(member.id, to, cents);
      const mainCents = account.balanceOf.get(member.id)?.balance_cents ?? 0;
      account.insertTransaction.run(
        member.id,
        'TRANSFER',
        cents,
        mainCents,
        'SUCCESS',
        `${from} -> ${to}`,
        sim.now(),
      );
      const wallets = Object.fromEntries(
        account.vendorWallets
          .all(member.id)
          .map((w) => [w.vendor_code, fromCents(w.balance_cents)]),
      );
      return { main: fromCents(mainCents), wallets };
    })();
    return ok(c, moved, 'Transfer successful');
  });

  routes.get(API_PATHS.unreadCount, (c) => {
    const member = requireMember(c, { allowTrial: true });
    return ok(c, c.get('sim').queries.account.unreadMessages.get(member.id)?.n ?? 0);
  });

  routes.get(API_PATHS.resources, (c) => ok(c, resources(c.get('sim'))));

  return routes;
}
