import { useMemo, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, QR_SIZE, QRCode, Tabs, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { promptInstall, useInstallState } from '../../shared/pwa/useInstallState';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useGetResourcesQuery } from './api';
import { appDownloads, type AppDownload, type AppPlatform } from './downloadResources';

const Panel = styled.div<{ $single?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? 'minmax(0, 1fr)' : 'auto minmax(0, 1fr)')};
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

const STEP_NUMBERS = ['1', '2', '3'] as const;

/** The installable web app of the brand: always offered, beside the platform's own downloads. */
const LITE_APP = 'lite';
type DownloadTab = AppPlatform | typeof LITE_APP;

function onIos(): boolean {
  return typeof navigator !== 'undefined' && /iPhone|iPad|iPod/.test(navigator.userAgent);
}

/** An iPhone or iPad starts on the iOS tab; everyone else on Android. */
function preferredPlatform(): DownloadTab {
  return onIos() ? 'ios' : 'android';
}

/**
 * The lite app: the browser's own install prompt where it offers one (Chromium browsers), else the
 * steps (iOS: Share, then Add to Home Screen; others: the browser's menu).
 */
function LiteAppPanel() {
  const { t } = useTranslation('pwa');
  const brand = useBrand();
  const install = useInstallState();
  const ios = onIos();
  return (
    <Panel $single>
      <Steps>
        <p>{t('lite.intro', { brand: brand.name })}</p>
        {install === 'installed' ? (
          <p role="status">{t('lite.installed')}</p>
        ) : install === 'available' ? (
          <Button onClick={() => void promptInstall()}>{t('lite.install')}</Button>
        ) : (
          <>
            <h3>{t(ios ? 'lite.iosTitle' : 'lite.otherTitle')}</h3>
            <ol>
              {STEP_NUMBERS.map((step) => (
                <li key={step}>{t(`${ios ? 'lite.iosSteps' : 'lite.otherSteps'}.${step}`)}</li>
              ))}
            </ol>
          </>
        )}
      </Steps>
    </Panel>
  );
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

/**
 * Android and iOS tabs, each with its QR code (size 100), install steps and download link, and the
 * lite app's tab.
 */
export function DownloadContent() {
  const { t } = useTranslation(['download', 'pwa']);
  const language = useAppSelector(selectLanguage);
  const { data, error, isLoading, refetch } = useGetResourcesQuery({ language });
  const apps = useMemo(() => appDownloads(data ?? []), [data]);
  const [selected, setSelected] = useState<DownloadTab>(preferredPlatform);

  if (isLoading) return <Skeleton $height={220} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  const tabs: DownloadTab[] = [...apps.map((app) => app.platform), LITE_APP];
  const value = tabs.includes(selected) ? selected : tabs[0]!;
  return (
    <Tabs
      label={t('platforms')}
      value={value}
      onChange={(id) => setSelected(id as DownloadTab)}
      items={[
        ...apps.map((app) => ({
          id: app.platform,
          label: t(app.platform),
          content: <PlatformPanel app={app} />,
        })),
        { id: LITE_APP, label: t('pwa:lite.tab'), content: <LiteAppPanel /> },
      ]}
    />
  );
}
