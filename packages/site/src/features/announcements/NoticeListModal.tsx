import { useState } from 'react';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { EmptyState, HtmlContent, Loader, Pagination, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { announcementsArgs, useGetAnnouncementsQuery } from './api';
import { NOTICES_PER_PAGE, withoutRepeatedTitle } from './routes';
import type { HostedModalProps } from '../../shared/ui/modals';
import { HostedModal } from '../../shared/ui/HostedModal';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(180px, 240px) minmax(0, 1fr);
  gap: ${vars.space.lg};
  min-height: 320px;
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    min-height: 0;
  }
`;

const Titles = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
  ul {
    display: grid;
    gap: ${vars.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  button {
    width: 100%;
    padding: ${vars.space.sm} ${vars.space.md};
    border: 0;
    border-inline-start: 3px solid transparent;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-size: 14px;
    text-align: start;
    line-height: 1.35;
    overflow-wrap: anywhere;
    cursor: pointer;
  }
  button:hover {
    background: ${vars.color.surfaceRaised};
  }
  button[aria-current='true'] {
    border-inline-start-color: ${vars.color.primary};
    background: ${vars.color.surfaceRaised};
    font-weight: 700;
  }
`;

const Detail = styled.article`
  min-width: 0;
  padding-inline-start: ${vars.space.lg};
  border-inline-start: 1px solid ${vars.color.border};
  h3 {
    margin: 0 0 ${vars.space.xs};
    font-size: 17px;
    color: ${vars.color.text};
  }
  time {
    display: block;
    margin-bottom: ${vars.space.md};
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    padding: ${vars.space.md} 0 0;
    border-inline-start: 0;
    border-top: 1px solid ${vars.color.border};
  }
`;

/** noticeModal: notice titles on the left, 9 per page; the chosen notice's title and sanitised HTML on the right. */
export function NoticeListModal({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['content', 'common']);
  const { language } = useLanguage();
  const brand = useBrand();
  const { data, error, isLoading, refetch } = useGetAnnouncementsQuery(announcementsArgs(brand));
  const [page, setPage] = useState(1);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  const notices = data?.player ?? [];
  const totalPages = Math.max(1, Math.ceil(notices.length / NOTICES_PER_PAGE));
  const current = Math.min(page, totalPages);
  const shown = notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
  const selected = shown.find((notice) => notice.id === selectedId) ?? shown[0];

  let body;
  if (isLoading) body = <Loader label={t('common:status.loading')} />;
  else if (error) {
    body = <QueryFailure error={error} onRetry={() => void refetch()} />;
  } else if (!selected) body = <EmptyState title={t('notices.empty')} />;
  else {
    body = (
      <Layout>
        <Titles>
          <nav aria-label={t('notices.list')}>
            <ul>
              {shown.map((notice) => (
                <li key={notice.id}>
                  <button
                    type="button"
                    aria-current={notice.id === selected.id ? 'true' : undefined}
                    title={notice.title}
                    onClick={() => setSelectedId(notice.id)}
                  >
                    {notice.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          <Pagination
            page={current}
            totalPages={totalPages}
            onChange={(next) => {
              setPage(next);
              setSelectedId(null);
            }}
            label={t('notices.pages')}
            previousLabel={t('common:actions.previous')}
            nextLabel={t('common:actions.next')}
            pageLabel={(p) => t('notices.page', { page: p })}
            siblings={0}
          />
        </Titles>
        <Detail aria-labelledby="notice-detail-title" aria-live="polite">
          <h3 id="notice-detail-title">{selected.title}</h3>
          {selected.publishTime ? (
            <time dateTime={selected.publishTime}>
              {formatDateTime(selected.publishTime, language)}
            </time>
          ) : null}
          <HtmlContent html={withoutRepeatedTitle(selected.content, selected.title)} />
        </Detail>
      </Layout>
    );
  }

  return (
    <HostedModal onClose={onClose} title={t('notices.list')} size="lg">
      {body}
    </HostedModal>
  );
}
