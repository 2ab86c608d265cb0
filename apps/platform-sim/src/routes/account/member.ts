import { Hono } from 'hono';
import { isPasswordExpired } from '../../auth/tokens';
import { requireMember } from '../../auth/guards';
import {
  API_PATHS,
  AVATAR_LIMITS,
  ERROR_CODES,
  NICKNAME_RULES,
  type MemberInfo,
} from '../../contract';
import type { MemberRow } from '../../db/rows';
import { badRequest, isUploadedFile, ok, readJson, refuse } from '../../lib/http';
import { badgeSvg } from '../../lib/svg';
import { iso } from '../../lib/time';
import { RANKS } from '../../merchants/config';
import { currencyOf, merchantFlags } from '../../merchants/resolve';
import type { AppEnv, Sim } from '../../sim';
import { imageKind, uploadedImage } from '../../lib/images';

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

/** The member's info, nickname, picture (and avatar) and unread message count. */
export function memberRoutes(): Hono<AppEnv> {
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

  routes.get(API_PATHS.unreadCount, (c) => {
    const member = requireMember(c, { allowTrial: true });
    return ok(c, c.get('sim').queries.account.unreadMessages.get(member.id)?.n ?? 0);
  });

  return routes;
}
