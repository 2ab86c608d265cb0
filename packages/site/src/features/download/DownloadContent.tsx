import { useMemo, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { EmptyState, QR_SIZE, QRCode, Tabs, vars } from '@wl/ui-kit';
import styled, { keyframes } from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { useGetResourcesQuery } from './api';
import { appDownloads, type AppDownload, type AppPlatform } from './downloadResources';

const Panel = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${vars.space.lg};
  align-items: start;
  padding-top: ${vars.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Code = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${vars.space.sm};
  margin: 0;

  figcaption {
    max-width: 140px;
    color: ${vars.color.textMuted};
    font-size: 12px;
    text-align: center;
  }
`;

const Steps = styled.div`
  display: grid;
  gap: ${vars.space.md};
  color: ${vars.color.text};

  h3 {
    margin: 0;
    font-size: 16px;
  }
  ol {
    display: grid;
    gap: ${vars.space.sm};
    margin: 0;
    padding-inline-start: ${vars.space.lg};
    line-height: 1.5;
  }
`;

/** The download as a link styled like the kit's primary button (it leaves the site). */
const DownloadLink = styled.a`
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${vars.space.lg};
  border-radius: ${vars.radius.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: 600;
  text-decoration: none;

  &:hover {
    filter: brightness(1.08);
  }
`;

const pulse = keyframes`from { opacity: 0.55; } to { opacity: 1; }`;
const Placeholder = styled.div`
  height: 220px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const STEP_NUMBERS = ['1', '2', '3'] as const;

/** An iPhone or iPad starts on the iOS tab; everyone else on Android. */
function preferredPlatform(): AppPlatform {
  return typeof navigator !== 'undefined' && /iPhone|iPad|iPod/.test(navigator.userAgent)
    ? 'ios'
    : 'android';
}

function PlatformPanel({ app }: { app: AppDownload }) {
  const { t } = useTranslation('download');
  const platform = t(app.platform);
  return (
    <Panel>
      <Code>
        <QRCode value={app.url} size={QR_SIZE} label={t('qrLabel', { platform })} />
        <figcaption>{t('scan')}</figcaption>
      </Code>
      <Steps>
        <h3>{t('stepsTitle')}</h3>
        <ol>
          {STEP_NUMBERS.map((step) => (
            <li key={step}>{t(`${app.platform}Steps.${step}`)}</li>
          ))}
        </ol>
        <DownloadLink href={app.url} target="_blank" rel="noopener noreferrer">
          {t('download', { platform })}
        </DownloadLink>
      </Steps>
    </Panel>
  );
}

/** Android and iOS tabs, each with its QR code (size 100), install steps and download link. */
export function DownloadContent() {
  const { t } = useTranslation('download');
  const language = useAppSelector(selectLanguage);
  const { data, error, isLoading, refetch } = useGetResourcesQuery({ language });
  const apps = useMemo(() => appDownloads(data ?? []), [data]);
  const [selected, setSelected] = useState<AppPlatform>(preferredPlatform);

  if (isLoading) return <Placeholder aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!apps.length) return <EmptyState title={t('empty')} />;
  const value = apps.some((app) => app.platform === selected) ? selected : apps[0]!.platform;
  return (
    <Tabs
      label={t('platforms')}
      value={value}
      onChange={(id) => setSelected(id as AppPlatform)}
      items={apps.map((app) => ({
        id: app.platform,
        label: t(app.platform),
        content: <PlatformPanel app={app} />,
      }))}
    />
  );
}
