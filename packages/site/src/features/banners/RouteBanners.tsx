import { Suspense, useReducer } from 'react';
import type { BannerGroup } from '@wl/api-client';
import { vars } from '@wl/ui-kit';
import { useMatches } from 'react-router-dom';
import styled, { keyframes } from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { ScreenBoundary } from '../../shared/lazy/ScreenBoundary';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { useGetBannersQuery } from './api';
import { BANNER_ASPECT_RATIO, bannerGroupOfMatches } from './bannerGroups';

// The carousel (embla) loads only where a route has banners.
const carousel = lazyScreen(() => import('./BannerCarousel'));

/** Starts loading the carousel's code (the page's first calls, on a route with a banner group). */
export const preloadBannerCarousel = (): void => carousel.preload();

const pulse = keyframes`from { opacity: 0.55; } to { opacity: 1; }`;
const Placeholder = styled.div`
  aspect-ratio: ${BANNER_ASPECT_RATIO};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export interface RouteBannersProps {
  /** Whether an in-site path leads to a page of the site (a banner to anywhere else stays a picture). */
  isSitePath: (path: string) => boolean;
  /** Placement in the layout's banner area. */
  className?: string;
}

/** The banner carousel of the current route's group (`handle.bannerGroup`), if it names one. */
export function RouteBanners(props: RouteBannersProps) {
  const group = bannerGroupOfMatches(useMatches());
  return group ? <GroupBanners group={group} {...props} /> : null;
}

/**
 * One group's banners: a placeholder while they load, the failure with a retry, and nothing at all
 * when the group has no banners.
 */
export function GroupBanners({
  group,
  isSitePath,
  className,
}: RouteBannersProps & { group: BannerGroup }) {
  const language = useAppSelector(selectLanguage);
  const { data, error, isLoading, refetch } = useGetBannersQuery({ groupName: group, language });
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const BannerCarousel = carousel.Component;
  let content;
  if (isLoading) content = <Placeholder aria-hidden="true" />;
  else if (error) content = <QueryFailure error={error} onRetry={() => void refetch()} />;
  else if (!data?.length) return null;
  else
    content = (
      <ScreenBoundary
        onRetry={() => {
          carousel.retry();
          rerender();
        }}
      >
        <Suspense fallback={<Placeholder aria-hidden="true" />}>
          <BannerCarousel banners={data} isSitePath={isSitePath} />
        </Suspense>
      </ScreenBoundary>
    );
  return <div className={className}>{content}</div>;
}
