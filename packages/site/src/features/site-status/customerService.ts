import type { Brand } from '@wl/brand-config';
import type { CustomerServiceEntry } from '@wl/api-client';

/** Spec constant: the customer-service window is 440 x 750. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

/**
 * Where the customer-service button goes: the first entry of the permission answer that has a link
 * (the platform's configuration for this host), else the brand's live chat.
 */
export function customerServiceUrl(brand: Brand, entries: readonly CustomerServiceEntry[] | undefined): string {
  const fromAnswer = entries?.find((entry) => /^https?:\/\//i.test(entry.path.trim()));
  return fromAnswer?.path.trim() ?? brand.customerService.liveChatUrl;
}

/**
 * Opens customer service in its own 440 x 750 window, centred on the current one.
 * Returns false when the browser blocked the popup (the caller shows the catalogue message).
 */
export function openCustomerServiceWindow(url: string, win: Window = window): boolean {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  const opened = win.open(url, 'customerService', `width=${width},height=${height},left=${left},top=${top}`);
  if (!opened) return false;
  opened.opener = null;
  return true;
}
