import { useTranslation } from '@wl/i18n';
import { HtmlContent, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { useBrand } from '../../../shared/brand/BrandContext';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { RecordCard, RecordList } from '../../../shared/centre/RecordStates';
import { useDateTime } from '../../../shared/centre/useFormat';
import { useGetAgentAnnouncementsQuery } from '../api';

/** Spec: the announcement list shows 8 per page. */
export const ANNOUNCEMENTS_PER_PAGE = 8;

const Item = styled(RecordCard)`
  h4 {
    margin: 0;
    font-size: 16px;
  }
  time {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

/** agentAnnouncement: the platform's notices (player and promotion groups), newest first, 8 a page. */
export function AnnouncementPage() {
  const { t } = useTranslation('agentCentre');
  const { t: tc } = useTranslation('centre');
  const brand = useBrand();
  const dateTime = useDateTime();
  const [page, setPage] = useState(1);
  const announcements = useGetAgentAnnouncementsQuery({
    types: brand.announcement.types.join(','),
    execution: brand.announcement.executionType,
  });
  const { data } = announcements;
  const notices = [...(data?.player ?? []), ...(data?.promotion ?? [])].sort((a, b) =>
    b.publishTime.localeCompare(a.publishTime),
  );
  const totalPages = Math.max(1, Math.ceil(notices.length / ANNOUNCEMENTS_PER_PAGE));
  const shown = notices.slice((page - 1) * ANNOUNCEMENTS_PER_PAGE, page * ANNOUNCEMENTS_PER_PAGE);

  return (
    <CentrePage title={tc('agent.agentAnnouncement')}>
      <RecordList
        query={announcements}
        rows={data && shown}
        label={tc('agent.agentAnnouncement')}
        empty={{ title: t('announcement.empty') }}
        renderRow={(notice) => (
          <Item key={`${notice.type}-${notice.id}`}>
            <h4>{notice.title}</h4>
            <time dateTime={notice.publishTime}>{dateTime(notice.publishTime)}</time>
            <HtmlContent html={notice.content} />
          </Item>
        )}
        paging={{ page, totalPages, onChange: setPage, label: t('announcement.pages') }}
      />
    </CentrePage>
  );
}
