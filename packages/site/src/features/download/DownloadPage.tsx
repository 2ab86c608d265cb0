import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { pageTitle } from '../../shared/ui/pageStyles';
import { DownloadContent } from './DownloadContent';

const Page = styled.div`
  display: grid;
  gap: ${vars.space.md};
  width: min(100%, 760px);

  h1 {
    ${pageTitle}
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
