import { Suspense, type ReactNode } from 'react';
import { screen, within } from '@testing-library/react';
import { API_PATHS } from '@wl/api-client';
import { describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../shared/pwa/installPrompt';
import {
  renderWithProviders,
  type RenderWithProvidersOptions,
} from '../../shared/testing/renderWithProviders.test-helper';
import { DownloadModal } from './DownloadModal';
import { DownloadPage } from './DownloadPage';
import { textsOf } from '../../shared/testing/texts.test-helper';

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
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Android', 'iOS', 'Lite app']);
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

  it('shows only the platforms the resources offer, and the lite app always', async () => {
    await renderWithProviders(inSuspense(<DownloadPage />), {
      setUp: withdrawn('DOWNLOAD_IOS'),
    });
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Android', 'Lite app']);
  });

  it('explains how to add the lite app where the browser has no install prompt', async () => {
    const { user } = await renderWithProviders(inSuspense(<DownloadPage />), {
      setUp: withdrawn('DOWNLOAD_ANDROID', 'DOWNLOAD_IOS', 'DOWNLOAD_LITE'),
    });
    const tab = await screen.findByRole('tab', { name: 'Lite app' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    await user.click(tab);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByText(/Add Aurora Play to your home screen/)).toBeVisible();
    expect(within(panel).getByRole('heading', { name: 'How to install' })).toBeVisible();
    expect(textsOf(panel, 'listitem')).toEqual([
      "Open your browser's menu.",
      'Choose Install app or Add to Home screen.',
      'Confirm, then open the app from your home screen.',
    ]);
  });

  it("installs the lite app through the browser's install prompt where it offers one", async () => {
    const prompt = vi.fn(() => Promise.resolve());
    const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt,
      userChoice: Promise.resolve({ outcome: 'accepted' as const }),
    });
    captureInstallPrompt();
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const { user } = await renderWithProviders(inSuspense(<DownloadPage />), {
      setUp: withdrawn('DOWNLOAD_ANDROID', 'DOWNLOAD_IOS', 'DOWNLOAD_LITE'),
    });
    await user.click(await screen.findByRole('button', { name: 'Install the lite app' }));
    expect(prompt).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('The lite app is installed. Open it from your home screen.'),
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
