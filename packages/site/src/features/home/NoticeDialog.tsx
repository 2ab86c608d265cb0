import type { Notice } from '@wl/api-client';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { Button, HtmlContent, Modal, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';

const Published = styled.time`
  display: block;
  margin-bottom: ${vars.space.md};
  color: ${vars.color.textMuted};
  font-size: 13px;
`;

export interface NoticeDialogProps {
  notice: Notice;
  onClose: () => void;
}

/**
 * One notice picked in the ticker: its title, time and sanitised HTML, with a way on to the notice
 * list (the announcements feature's `notice` modal opens on its own first page, so the ticker shows
 * the picked notice itself).
 */
export default function NoticeDialog({ notice, onClose }: NoticeDialogProps) {
  const { t } = useTranslation(['home', 'common']);
  const { language } = useLanguage();
  const dispatch = useAppDispatch();
  return (
    <Modal
      open
      onClose={onClose}
      title={notice.title}
      closeLabel={t('common:actions.close')}
      footer={
        <Button
          variant="secondary"
          onClick={() => {
            onClose();
            dispatch(modalOpened('notice'));
          }}
        >
          {t('ticker.allNotices')}
        </Button>
      }
    >
      <Published dateTime={notice.publishTime}>
        {t('ticker.published', { time: formatDateTime(notice.publishTime, language) })}
      </Published>
      <HtmlContent html={notice.content} />
    </Modal>
  );
}
