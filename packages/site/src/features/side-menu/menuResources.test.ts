import type { Resource } from '@wl/api-client';
import { describe, expect, it } from 'vitest';
import { appDownloads, chatRoomUrl } from './menuResources';

const resource = (resourceType: string, url: string): Resource => ({
  resourceType,
  url,
  qrCodeUrl: '',
  labelNameEn: resourceType,
  labelName: resourceType,
});

describe('side menu resources', () => {
  it('gives the Android then iOS download with an http(s) address', () => {
    expect(
      appDownloads([
        resource('DOWNLOAD_IOS', 'https://dl.example/ios'),
        resource('CS_LIVECHAT', 'https://chat.example'),
        resource('DOWNLOAD_ANDROID', 'https://dl.example/app.apk'),
      ]),
    ).toEqual([
      { platform: 'android', url: 'https://dl.example/app.apk' },
      { platform: 'ios', url: 'https://dl.example/ios' },
    ]);
    expect(appDownloads([resource('DOWNLOAD_ANDROID', 'javascript:alert(1)')])).toEqual([]);
  });

  it('offers a chat room only when the platform gives one with an http(s) address', () => {
    expect(chatRoomUrl([resource('CHAT_ROOM', 'https://room.example/lobby')])).toBe(
      'https://room.example/lobby',
    );
    expect(chatRoomUrl([resource('CHAT_ROOM', 'ftp://room.example')])).toBeUndefined();
    expect(chatRoomUrl([])).toBeUndefined();
  });
});
