import { useTranslation } from '@wl/i18n';
import { EmptyState, HtmlContent, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useBrand } from '../../../shared/brand/BrandContext';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { RecordPaging } from '../../../shared/centre/RecordPaging';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { useDateTime } from '../../../shared/centre/useFormat';
import { useGetAgentAnnouncementsQuery } from '../api';

/** Spec: the announcement list shows 8 per page. */
export const ANNOUNCEMENTS_PER_PAGE = 8;

const List = styled.ul`
  display: grid;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  gap: ${vars.space.xs};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};

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
  const { data, error, refetch } = useGetAgentAnnouncementsQuery({
    types: brand.announcement.types.join(','),
    execution: brand.announcement.executionType,
  });
  const notices = [...(data?.player ?? []), ...(data?.promotion ?? [])].sort((a, b) =>
    b.publishTime.localeCompare(a.publishTime),
  );
  const totalPages = Math.max(1, Math.ceil(notices.length / ANNOUNCEMENTS_PER_PAGE));
  const shown = notices.slice((page - 1) * ANNOUNCEMENTS_PER_PAGE, page * ANNOUNCEMENTS_PER_PAGE);

  return (
    <CentrePage title={tc('agent.agentAnnouncement')}>
      {error ? (
        <QueryFailure error={error} onRetry={() => void refetch()} />
      ) : !data ? (
        <RecordSkeleton />
      ) : notices.length === 0 ? (
        <EmptyState title={t('announcement.empty')} />
      ) : (
        <>
          <List aria-label={tc('agent.agentAnnouncement')}>
            {shown.map((notice) => (
              <Item key={`${notice.type}-${notice.id}`}>
                <h4>{notice.title}</h4>
                <time dateTime={notice.publishTime}>{dateTime(notice.publishTime)}</time>
                <HtmlContent html={notice.content} />
              </Item>
            ))}
          </List>
          <RecordPaging
            page={page}
            totalPages={totalPages}
            onChange={setPage}
            label={t('announcement.pages')}
          />
        </>
      )}
    </CentrePage>
  );
}
