import type { BannerGroup } from '../../contract';
import type { Db } from '../index';
import type { BannerRow, HelpItemRow, NoticeRow } from '../rows';

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
  };
}
