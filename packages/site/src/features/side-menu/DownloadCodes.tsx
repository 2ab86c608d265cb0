import { useTranslation } from '@wl/i18n';
import { QRCode, QR_SIZE, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import type { AppDownload } from './menuResources';

const Codes = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: grid;
    justify-items: center;
    gap: ${vars.space.xs};
  }
  a {
    color: ${vars.color.text};
    font-weight: 600;
    font-size: 13px;
  }
`;

/**
 * The Android and iOS QR codes (ui-kit `QRCode`, size 100, drawn from the download address itself),
 * each with its download link. Its own chunk: the QR encoder loads when the list first opens.
 */
export default function DownloadCodes({ downloads }: { downloads: readonly AppDownload[] }) {
  const { t } = useTranslation('sideMenu');
  return (
    <Codes aria-label={t('download.title')}>
      {downloads.map(({ platform, url }) => {
        const name = t(`download.${platform}`);
        return (
          <li key={platform}>
            <QRCode value={url} size={QR_SIZE} label={t('download.qrLabel', { platform: name })} />
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('newTab', { name })}
            >
              {name}
            </a>
          </li>
        );
      })}
    </Codes>
  );
}
