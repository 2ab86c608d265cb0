import type { DeviceInfo } from '@wl/api-client';
import type { TFunction } from '@wl/i18n';

/** "Chrome 140 on Linux", or the kind of device when the browser is not known; names stay as they are. */
export function browserText(t: TFunction, device: DeviceInfo): string {
  const browser = device.browser
    ? `${device.browser}${device.browserVersion ? ` ${device.browserVersion}` : ''}`
    : t('security:sessions.unknownBrowser');
  return device.os ? t('security:sessions.browserOn', { browser, os: device.os }) : browser;
}

/** "Phone (iPhone)", "Computer": the kind of device, with its model when the user agent names one. */
export function deviceText(t: TFunction, device: DeviceInfo): string {
  const kind = t(`security:sessions.deviceType.${device.deviceType}`);
  return device.deviceModel ? `${kind} (${device.deviceModel})` : kind;
}
