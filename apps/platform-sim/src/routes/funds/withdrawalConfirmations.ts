import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import {
  API_PATHS,
  ERROR_CODES,
  FEEDBACK_LIMITS,
  type WithdrawConfirmRequest,
} from '../../contract';
import type { WithdrawalRow } from '../../db/rows';
import {
  badRequest,
  isUploadedFile,
  ok,
  optionalInt,
  readJson,
  refuse,
  requiredString,
  SimHttpError,
} from '../../lib/http';
import { lotteryNow } from '../../lotteryClock';
import { formatCents, validAmountCents } from '../../lib/money';
import type { AppEnv, Ctx } from '../../sim';
import { imageKind } from '../../lib/images';
import { toWithdrawal, CONFIRMATIONS_FROM, CONFIRMATION_CHOICES, settleTimedOut } from './orders';

interface ConfirmInput {
  body: Record<string, unknown>;
  proof?: { mime: string; bytes: Buffer };
}

/** JSON (proofImage as a data URL) or multipart/form-data (proofImage as a file). */
async function confirmInput(c: Ctx): Promise<ConfirmInput> {
  const type = c.req.header('content-type') ?? '';
  let body: Record<string, unknown>;
  let proof: ConfirmInput['proof'];
  if (/^multipart\/form-data\s*;/i.test(type)) {
    const form = await c.req.parseBody();
    const { proofImage, ...fields } = form;
    body = fields;
    if (proofImage !== undefined) {
      if (!isUploadedFile(proofImage)) throw badRequest('proofImage must be a file');
      if (proofImage.size > FEEDBACK_LIMITS.maxImageBytes)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The image must be at most 5MB');
      proof = { mime: proofImage.type, bytes: Buffer.from(await proofImage.arrayBuffer()) };
    }
  } else {
    body = await readJson(c);
    const image = body.proofImage;
    if (image !== undefined && image !== null && image !== '') {
      const match =
        typeof image === 'string' ? /^data:([\w/+.-]+);base64,(.*)$/s.exec(image) : null;
      if (!match) throw badRequest('proofImage must be a data URL (data:image/png;base64,...)');
      proof = { mime: match[1] ?? '', bytes: Buffer.from(match[2] ?? '', 'base64') };
    }
  }
  if (proof) {
    if (proof.bytes.length > FEEDBACK_LIMITS.maxImageBytes)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The image must be at most 5MB');
    const kind = imageKind(proof.bytes);
    if (
      !kind ||
      (proof.mime && !(FEEDBACK_LIMITS.imageTypes as readonly string[]).includes(proof.mime))
    )
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Only png or jpg images can be uploaded');
    proof.mime = kind;
  }
  return { body, proof };
}

/** The player's confirmation of a withdrawal (with a proof picture) and the proof. */
export function withdrawalConfirmationRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.post(API_PATHS.withdrawConfirm, async (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const { body, proof } = await confirmInput(c);
    const withdrawalId = optionalInt(body, 'withdrawalId', { min: 1 });
    if (withdrawalId === undefined) throw badRequest('withdrawalId is required');
    const confirmation = requiredString(body, 'confirmation', 30).toUpperCase();
    if (!(CONFIRMATION_CHOICES as string[]).includes(confirmation))
      throw badRequest(`confirmation must be ${CONFIRMATION_CHOICES.join(', ')}`);
    const choice = confirmation as WithdrawConfirmRequest['confirmation'];
    settleTimedOut(c, member.id);
    const withdrawal = funds.withdrawal.get(withdrawalId);
    if (!withdrawal || withdrawal.member_id !== member.id)
      throw refuse(ERROR_CODES.NOT_FOUND_ENTITY, 'Withdrawal not found');
    let receivedAmountCents: number | null = null;
    if (choice === 'PARTIALLY_RECEIVED') {
      if (body.receivedAmount === undefined || body.receivedAmount === '')
        throw badRequest('receivedAmount is required');
      const received = validAmountCents(body, 'receivedAmount');
      if (received === undefined || received >= withdrawal.amount_cents)
        throw refuse(
          ERROR_CODES.VALIDATION_FAILED,
          `The received amount must be above 0 and below ${formatCents(withdrawal.amount_cents)}`,
          { field: 'receivedAmount' },
        );
      receivedAmountCents = received;
    }
    if (choice === 'NOT_RECEIVED' && !proof)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Upload a proof image', { field: 'proofImage' });
    const changed = funds.confirmWithdrawal.run({
      id: withdrawal.id,
      memberId: member.id,
      confirmation: choice,
      receivedAmountCents,
      proofMime: proof?.mime ?? null,
      proof: proof?.bytes ?? null,
      at: lotteryNow(c),
      fromStates: JSON.stringify(CONFIRMATIONS_FROM[choice]),
    }).changes;
    if (changed !== 1)
      throw refuse(
        ERROR_CODES.INVALID_STATE,
        `This withdrawal is already ${withdrawal.confirmation.toLowerCase().replace(/_/g, ' ')}`,
        { confirmation: withdrawal.confirmation },
      );
    return ok(
      c,
      toWithdrawal(funds.withdrawal.get(withdrawal.id) as WithdrawalRow),
      'Confirmation saved',
    );
  });

  routes.get(API_PATHS.withdrawProof, (c) => {
    const member = requireMember(c);
    const id = optionalInt(c.req.query() as Record<string, unknown>, 'withdrawalId', { min: 1 });
    if (id === undefined) throw badRequest('withdrawalId is required');
    const row = c.get('sim').queries.funds.withdrawalProof.get(id, member.id);
    if (!row?.proof || !row.proof_mime)
      throw new SimHttpError(404, ERROR_CODES.NOT_FOUND, 'No proof image for this withdrawal');
    return c.body(new Uint8Array(row.proof), 200, {
      'Content-Type': row.proof_mime,
      'Cache-Control': 'private, no-store',
    });
  });

  return routes;
}
