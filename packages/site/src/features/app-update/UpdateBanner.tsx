import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useBrand } from '../../shared/brand/BrandContext';
import { reloadIntoUpdate } from '../../shared/pwa/serviceWorker';

const Bar = styled.div`
  position: fixed;
  inset-inline: ${vars.space.md};
  bottom: ${vars.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  max-width: 560px;
  margin-inline: auto;
  padding: ${vars.space.md} ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  box-shadow: ${({ theme }) => theme.elevation.high};

  p {
    margin: 0;
  }
`;

/** "A new version is available" with Reload: the waiting service worker takes over, the page reloads. */
export function UpdateBanner() {
  const { t } = useTranslation('pwa');
  const brand = useBrand();
  return (
    <Bar role="status">
      <p>{t('update.available', { brand: brand.name })}</p>
      <Button size="sm" onClick={reloadIntoUpdate}>
        {t('update.reload')}
      </Button>
    </Bar>
  );
}
