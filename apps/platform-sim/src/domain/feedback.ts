import { type FeedbackItem } from '../contract';
import type { FeedbackRow } from '../db/rows';

/** A feedback as the player sees it in `GET /wps/feedback/list` (and `/__sim/feedback/reply` answers). */
export const toFeedbackItem = (row: FeedbackRow): FeedbackItem => ({
  id: row.id,
  type: row.type,
  content: row.content,
  imageCount: row.image_count,
  createdAt: new Date(row.created_at).toISOString(),
  reply: row.reply,
  repliedAt: row.replied_at === null ? null : new Date(row.replied_at).toISOString(),
});
