import { useMemo } from 'react';
import type { Banner } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Carousel, type CarouselSlide } from '@wl/ui-kit';
import { useNavigate } from 'react-router-dom';
import { useLaunchGame } from '../../shared/games';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { bannerTarget, type BannerTarget } from './bannerTarget';
import { BANNER_ASPECT_RATIO } from './bannerGroups';

export interface BannerCarouselProps {
  banners: readonly Banner[];
  isSitePath: (path: string) => boolean;
}

/**
 * A route group's banners in the ui-kit carousel (autoplay every 5 s only with more than one banner,
 * paused on hover, focus and reduced motion). A banner that opens an http(s) page is a link (new tab);
 * one that leads to a page, a modal or a game of this site is a button; any other is a picture.
 */
export default function BannerCarousel({ banners, isSitePath }: BannerCarouselProps) {
  const { t } = useTranslation('banners');
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { launch, launchVendor } = useLaunchGame();

  const targets = useMemo(
    () => new Map(banners.map((banner) => [banner.bannerId, bannerTarget(banner, isSitePath)])),
    [banners, isSitePath],
  );
  const slides = useMemo<CarouselSlide[]>(
    () =>
      banners.map((banner) => {
        const target = targets.get(banner.bannerId);
        return {
          id: banner.bannerId,
          imageUrl: banner.url,
          alt: banner.title,
          href: target?.kind === 'external' ? target.href : null,
          linkage:
            target && target.kind !== 'external' && target.kind !== 'none' ? target.kind : null,
        };
      }),
    [banners, targets],
  );

  const follow = (target: BannerTarget | undefined) => {
    switch (target?.kind) {
      case 'route':
        void navigate(target.path);
        break;
      case 'modal':
        dispatch(modalOpened(target.name));
        break;
      case 'game': {
        const { gameType, vassalage, gameId } = target;
        void (gameId === undefined
          ? launchVendor({ vassalage, gameType })
          : launch({ gameType, vassalage, gameId }));
        break;
      }
      default:
        break;
    }
  };

  return (
    <Carousel
      label={t('label')}
      slides={slides}
      onSelect={(slide) => follow(targets.get(Number(slide.id)))}
      aspectRatio={BANNER_ASPECT_RATIO}
      previousLabel={t('previous')}
      nextLabel={t('next')}
      goToLabel={(index, total) => t('goTo', { index: index + 1, total })}
      slideLabel={(index, total) => t('slide', { index: index + 1, total })}
      stopLabel={t('stop')}
      startLabel={t('start')}
      newTabLabel={t('newTab')}
    />
  );
}
