import type { Resource } from '@wl/api-client';
import { externalHref } from '@wl/ui-kit';

export const APP_PLATFORMS = ['android', 'ios'] as const;
export type AppPlatform = (typeof APP_PLATFORMS)[number];

/** The platform's resource types of the two app downloads. */
const RESOURCE_TYPES: Readonly<Record<AppPlatform, string>> = {
  android: 'DOWNLOAD_ANDROID',
  ios: 'DOWNLOAD_IOS',
};

export interface AppDownload {
  platform: AppPlatform;
  /** The http(s) download address; the QR code encodes it too. */
  url: string;
  /** The platform's label (`labelNameEn` by default, spec). */
  label: string;
}

/**
 * The Android and iOS downloads among the platform's resources, in that order. A resource whose URL is
 * not http(s) is left out (it could not be opened or scanned safely).
 */
export function appDownloads(resources: readonly Resource[]): AppDownload[] {
  return APP_PLATFORMS.flatMap((platform) => {
    const resource = resources.find((entry) => entry.resourceType === RESOURCE_TYPES[platform]);
    const url = externalHref(resource?.url);
    if (!resource || !url) return [];
    return [{ platform, url, label: resource.labelNameEn || resource.labelName }];
  });
}
