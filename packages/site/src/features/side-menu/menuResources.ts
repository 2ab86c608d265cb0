import type { Resource } from '@wl/api-client';
import { externalHref } from '@wl/ui-kit';

export const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The platform's resource types the side menu reads. */
export const RESOURCE_TYPES = {
  android: 'DOWNLOAD_ANDROID',
  ios: 'DOWNLOAD_IOS',
  chatRoom: 'CHAT_ROOM',
} as const;

export interface AppDownload {
  platform: AppPlatform;
  /** The http(s) download address; the QR code encodes it. */
  url: string;
}

function resourceUrl(resources: readonly Resource[], type: string): string | undefined {
  return externalHref(resources.find((entry) => entry.resourceType === type)?.url);
}

/**
 * The Android and iOS downloads, in that order, the same rule as the download modal's: a platform
 * without an http(s) address is left out (it could not be opened or scanned safely).
 */
export function appDownloads(resources: readonly Resource[]): AppDownload[] {
  return APP_PLATFORMS.flatMap((platform) => {
    const url = resourceUrl(resources, RESOURCE_TYPES[platform]);
    return url ? [{ platform, url }] : [];
  });
}

/** The chat room's http(s) address when the platform offers one; the entry is not shown otherwise. */
export function chatRoomUrl(resources: readonly Resource[]): string | undefined {
  return resourceUrl(resources, RESOURCE_TYPES.chatRoom);
}
