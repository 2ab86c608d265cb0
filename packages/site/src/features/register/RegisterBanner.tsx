import { useTranslation } from '@wl/i18n';
import { Carousel } from '@wl/ui-kit';
import { useGetRegisterBannersQuery } from './api';

/** The register page banner (group `w_reg`); nothing when the group is empty or fails to load. */
export function RegisterBanner() {
  const { t } = useTranslation('register');
  const { data: banners = [] } = useGetRegisterBannersQuery();
  if (banners.length === 0) return null;
  return (
    <Carousel
      label={t('bannerAlt')}
      aspectRatio="1920 / 480"
      slides={banners.map((banner) => ({
        id: banner.bannerId,
        imageUrl: banner.url,
        alt: banner.title || t('bannerAlt'),
      }))}
    />
  );
}
