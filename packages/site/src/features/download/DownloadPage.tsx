import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { DownloadContent } from './DownloadContent';

const Page = styled.div`
  display: grid;
  gap: ${vars.space.md};
  width: min(100%, 760px);

  h1 {
    margin: 0;
    font-size: clamp(24px, 4vw, 32px);
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

/** /down: the download banner group's page, with the same content as the download modal. */
export function DownloadPage() {
  const { t } = useTranslation('download');
  return (
    <Page>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <DownloadContent />
    </Page>
  );
}
