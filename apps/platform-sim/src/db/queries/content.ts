import type { BannerGroup } from '../../contract';
import type { Db } from '../index';
import type { BannerRow, Count, FeedbackRow, HelpItemRow, NoticeRow } from '../rows';

/** Banners, notices, help items and feedback. */
export function contentQueries(db: Db) {
  return {
    notices: db.prepare<[], NoticeRow>('SELECT * FROM notices ORDER BY publish_at DESC'),
    banners: db.prepare<{ group: BannerGroup | null }, BannerRow>(
      'SELECT * FROM banners WHERE (@group IS NULL OR group_name = @group) ORDER BY group_name, sort',
    ),
    bannerById: db.prepare<[id: number], BannerRow>('SELECT * FROM banners WHERE id = ?'),
    helpItems: db.prepare<[], HelpItemRow>(
      'SELECT id, title, content FROM help_items ORDER BY sort',
    ),
    insertFeedback: db.prepare<
      [memberId: number, type: string, content: string, createdAt: number]
    >('INSERT INTO feedback (member_id, type, content, created_at) VALUES (?, ?, ?, ?)'),
    insertFeedbackImage: db.prepare<[feedbackId: number, mime: string, bytes: Buffer]>(
      'INSERT INTO feedback_images (feedback_id, mime, bytes) VALUES (?, ?, ?)',
    ),
    countFeedback: db.prepare<[memberId: number], Count>(
      'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ?',
    ),
    /** A member's feedback since a time (the daily quota), from the feedback_by_member index. */
    countFeedbackSince: db.prepare<[memberId: number, since: number], Count>(
      'SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND created_at > ?',
    ),
    /** Bytes of every image a member's feedback keeps (length() reads no blob content). */
    feedbackImageBytes: db.prepare<[memberId: number], Count>(
      `SELECT COALESCE(SUM(length(i.bytes)), 0) AS n
       FROM feedback f JOIN feedback_images i ON i.feedback_id = f.id WHERE f.member_id = ?`,
    ),
    feedbackList: db.prepare<[memberId: number, limit: number, offset: number], FeedbackRow>(
      `SELECT f.*, (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count
       FROM feedback f WHERE f.member_id = ? ORDER BY f.created_at DESC, f.id DESC LIMIT ? OFFSET ?`,
    ),
    feedbackById: db.prepare<[id: number], FeedbackRow>(
      `SELECT f.*, (SELECT COUNT(*) FROM feedback_images i WHERE i.feedback_id = f.id) AS image_count
       FROM feedback f WHERE f.id = ?`,
    ),
    replyFeedback: db.prepare<[reply: string, repliedAt: number, id: number]>(
      'UPDATE feedback SET reply = ?, replied_at = ? WHERE id = ?',
    ),
  };
}
