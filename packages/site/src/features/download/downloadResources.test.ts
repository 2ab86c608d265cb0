import type { Resource } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { appDownloads } from './downloadResources';

const resource = (resourceType: string, url: string, labelNameEn = ''): Resource => ({
  resourceType,
  url,
  qrCodeUrl: '/qr.svg',
  labelNameEn,
  labelName: `${resourceType} label`,
});

describe('appDownloads', () => {
  it('picks Android then iOS from the resources, labelled in English by default', () => {
    expect(
      appDownloads([
        resource('CS_LIVECHAT', 'https://chat.example.com'),
        resource('DOWNLOAD_IOS', 'https://download.example.com/ios', 'iOS app'),
        resource('DOWNLOAD_ANDROID', 'https://download.example.com/app.apk', 'Android app'),
      ]),
    ).toEqual([
      { platform: 'android', url: 'https://download.example.com/app.apk', label: 'Android app' },
      { platform: 'ios', url: 'https://download.example.com/ios', label: 'iOS app' },
    ]);
  });

  it('falls back to the local label and leaves out missing or non-http downloads', () => {
    expect(
      appDownloads([
        resource('DOWNLOAD_ANDROID', 'javascript:alert(1)'),
        resource('DOWNLOAD_IOS', 'https://download.example.com/ios'),
      ]),
    ).toEqual([
      { platform: 'ios', url: 'https://download.example.com/ios', label: 'DOWNLOAD_IOS label' },
    ]);
    expect(appDownloads([])).toEqual([]);
  });
});
