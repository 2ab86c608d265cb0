import { lazy, Suspense, useState } from 'react';
import type { Notice } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Ticker } from '@wl/ui-kit';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { useGetHomeNoticesQuery } from './api';
import { Skeleton } from '../../shared/ui/Skeleton';

// The dialog carries the HTML sanitiser: it loads when a notice is first opened.
const NoticeDialog = lazy(() => import('./NoticeDialog'));

/** The home ticker: the home notices scrolling by; picking one opens it. Nothing when there are none. */
export function NoticeTicker() {
  const { t } = useTranslation('home');
  const brand = useBrand();
  const language = useAppSelector(selectLanguage);
  const { data, error, isLoading, refetch } = useGetHomeNoticesQuery({
    types: brand.announcement.types.join(','),
    language,
  });
  const [opened, setOpened] = useState<Notice | null>(null);

  if (isLoading) return <Skeleton $height={36} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  const notices = data ?? [];
  return (
    <>
      <Ticker
        label={t('ticker.label')}
        items={notices.map((notice) => ({ id: notice.id, text: notice.title }))}
        onSelect={(item) => setOpened(notices.find((notice) => notice.id === item.id) ?? null)}
      />
      {opened ? (
        <Suspense fallback={null}>
          <NoticeDialog notice={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
