import { Suspense, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '../../shared/testing/renderWithProviders.test-helper';
import { DownloadModal } from './DownloadModal';
import { DownloadPage } from './DownloadPage';

const inSuspense = (node: ReactNode) => <Suspense fallback={null}>{node}</Suspense>;

/** The back office takes these resources off the platform (the seed has Android, iOS and lite apps). */
const withdrawn =
  (...types: string[]): RenderWithProvidersOptions['setUp'] =>
  ({ db }) =>
    db
      .prepare(`DELETE FROM resources WHERE resource_type IN (${types.map(() => '?').join(', ')})`)
      .run(...types);

describe('download content', () => {
  it('has Android and iOS tabs, each with its QR code (100 px), steps and download link', async () => {
    const { user } = await renderWithProviders(
      inSuspense(<DownloadModal onClose={() => {}} props={{}} />),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Download the app' });
    const tabs = await within(dialog).findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Android', 'iOS']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    const android = within(dialog).getByRole('img', {
      name: 'QR code to download the Android app',
    });
    expect(android).toHaveAttribute('width', '100');
    expect(within(dialog).getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      'https://download.example.com/app.apk',
    );
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);

    await user.click(tabs[1]!);
    expect(
      within(dialog).getByRole('img', { name: 'QR code to download the iOS app' }),
    ).toHaveAttribute('height', '100');
    const ios = within(dialog).getByRole('link', { name: 'Download for iOS' });
    expect(ios).toHaveAttribute('href', 'https://download.example.com/ios');
    expect(ios).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByText(/VPN & Device Management/)).toBeVisible();
  });

  it('shows only the platform the resources offer, and an empty state without any', async () => {
    await renderWithProviders(inSuspense(<DownloadPage />), {
      setUp: withdrawn('DOWNLOAD_IOS'),
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Android']);
  });

  it('says the app is not available when there is no download', async () => {
    await renderWithProviders(inSuspense(<DownloadPage />), {
      setUp: withdrawn('DOWNLOAD_ANDROID', 'DOWNLOAD_IOS', 'DOWNLOAD_LITE'),
    });
    expect(
      await screen.findByRole('heading', { name: 'The app is not available for download yet.' }),
    ).toBeVisible();
  });
});

describe('DownloadPage', () => {
  it('is the same content as a page, with a retry when the resources fail', async () => {
    const { user, platform } = await renderWithProviders(inSuspense(<DownloadPage />), {
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: API_PATHS.resources, drop: true } }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Download the app' }),
    ).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Network link is abnormal, please try again');
    await platform.dev(`/__sim/faults?path=${API_PATHS.resources}`, { method: 'DELETE' });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('img', { name: 'QR code to download the Android app' }),
    ).toBeVisible();
  });
});
