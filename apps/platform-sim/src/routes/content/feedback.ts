import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES, FEEDBACK_LIMITS, FEEDBACK_TYPES } from '../../contract';
import { badRequest, isUploadedFile, ok, rateLimited, readJson, refuse } from '../../lib/http';
import type { AppEnv, Ctx, Sim } from '../../sim';
import { pagedList } from '../../lib/paging';
import { toFeedbackItem } from '../../domain/feedback';
import { imageKind } from '../../lib/images';

interface Upload {
  mime: string;
  bytes: Buffer;
}

async function feedbackInput(
  c: Ctx,
): Promise<{ type: unknown; content: unknown; uploads: Upload[] }> {
  const contentType = c.req.header('content-type') ?? '';
  if (contentType.includes('multipart/form-data')) {
    const form = await c.req.parseBody({ all: true });
    const files = ([] as unknown[]).concat(
      form['images'] ?? [],
      form['images[]'] ?? [],
      form['image'] ?? [],
    );
    const uploads: Upload[] = [];
    for (const file of files) {
      if (!isUploadedFile(file)) throw badRequest('images must be files');
      if (file.size > FEEDBACK_LIMITS.maxImageBytes)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Each image must be at most 5MB');
      uploads.push({ mime: file.type, bytes: Buffer.from(await file.arrayBuffer()) });
    }
    return { type: form['type'], content: form['content'], uploads };
  }
  const body = await readJson(c);
  const images = body.images ?? [];
  if (!Array.isArray(images)) throw badRequest('images must be a list of data URLs');
  const uploads = images.map((image: unknown) => {
    const match = typeof image === 'string' ? /^data:([\w/+.-]+);base64,(.*)$/s.exec(image) : null;
    if (!match) throw badRequest('images must be data URLs (data:image/png;base64,...)');
    return { mime: match[1] ?? '', bytes: Buffer.from(match[2] ?? '', 'base64') };
  });
  return { type: body.type, content: body.content, uploads };
}

/**
 * What one account may store as feedback: a number a day, and images up to a total (the text is at
 * most 140 characters, so the day's count bounds it).
 */
export const FEEDBACK_QUOTA = {
  perAccountPerDay: 20,
  storedImageBytesPerAccount: 50 * 1024 * 1024,
} as const;
const DAY_MS = 24 * 3_600_000;

/** Refuses (429) a feedback past the account's daily count. */
function checkFeedbackPerDay(sim: Sim, memberId: number): void {
  const today = sim.queries.content.countFeedbackSince.get(memberId, sim.now() - DAY_MS)?.n ?? 0;
  if (today >= FEEDBACK_QUOTA.perAccountPerDay)
    throw rateLimited(
      `At most ${FEEDBACK_QUOTA.perAccountPerDay} feedback a day: please try again later`,
    );
}

/** Refuses images that would take the account's stored feedback images past the allowance. */
function checkFeedbackImageBytes(sim: Sim, memberId: number, uploads: Upload[]): void {
  if (uploads.length === 0) return;
  const stored = sim.queries.content.feedbackImageBytes.get(memberId)?.n ?? 0;
  const adding = uploads.reduce((sum, upload) => sum + upload.bytes.length, 0);
  if (stored + adding > FEEDBACK_QUOTA.storedImageBytesPerAccount)
    throw refuse(
      ERROR_CODES.VALIDATION_FAILED,
      `Your feedback already holds ${FEEDBACK_QUOTA.storedImageBytesPerAccount / 1024 / 1024}MB of images: please send this one without images`,
    );
}

/** Feedback with pictures, under a daily count and an image allowance, and the player's own list. */
export function feedbackRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.put(API_PATHS.feedback, async (c) => {
    const sim = c.get('sim');
    const member = requireMember(c);
    checkFeedbackPerDay(sim, member.id);
    const { type, content, uploads } = await feedbackInput(c);
    if (typeof type !== 'string' || !(FEEDBACK_TYPES as readonly string[]).includes(type))
      throw badRequest(`type must be one of ${FEEDBACK_TYPES.join(', ')}`);
    const text = typeof content === 'string' ? content.trim() : '';
    if (!text)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Input cannot be empty', { field: 'content' });
    if ([...text].length > FEEDBACK_LIMITS.maxContentLength)
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `The content must be at most ${FEEDBACK_LIMITS.maxContentLength} characters`,
        { field: 'content' },
      );
    if (uploads.length > FEEDBACK_LIMITS.maxImages)
      throw refuse(
        ERROR_CODES.VALIDATION_FAILED,
        `At most ${FEEDBACK_LIMITS.maxImages} images can be uploaded`,
      );
    for (const upload of uploads) {
      if (upload.bytes.length > FEEDBACK_LIMITS.maxImageBytes)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Each image must be at most 5MB');
      const kind = imageKind(upload.bytes);
      if (
        !kind ||
        (upload.mime && !(FEEDBACK_LIMITS.imageTypes as readonly string[]).includes(upload.mime))
      ) {
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Only png or jpg images can be uploaded');
      }
      upload.mime = kind;
    }
    // again, with no await before the insert: parallel submissions cannot all slip under the count
    checkFeedbackPerDay(sim, member.id);
    checkFeedbackImageBytes(sim, member.id, uploads);
    const { insertFeedback, insertFeedbackImage } = sim.queries.content;
    const id = sim.db.transaction(() => {
      const feedbackId = Number(
        insertFeedback.run(member.id, type, text, sim.now()).lastInsertRowid,
      );
      for (const upload of uploads) insertFeedbackImage.run(feedbackId, upload.mime, upload.bytes);
      return feedbackId;
    })();
    return ok(c, { feedbackId: id, imageCount: uploads.length }, 'Feedback submitted, thank you');
  });

  // The signed-in player's own feedback, newest first, with the platform's replies.
  routes.get(API_PATHS.feedbackList, (c) => {
    const content = c.get('sim').queries.content;
    const member = requireMember(c);
    return pagedList(
      c,
      () => content.countFeedback.get(member.id)?.n ?? 0,
      (limit, offset) => content.feedbackList.all(member.id, limit, offset).map(toFeedbackItem),
    );
  });

  return routes;
}
