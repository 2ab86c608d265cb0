/** Spec constant: the customer-service window is 440 x 750. */
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;

/**
 * Opens customer service (live chat, VIP service, the status page's contact) in its own 440 x 750
 * window, centred on the current one and cut off from this page (`opener` cleared). Returns false when
 * the browser blocked the popup: the caller shows the catalogue's "Popup blocked" text.
 */
export function openCustomerServiceWindow(url: string, win: Window = window): boolean {
  const { width, height } = CUSTOMER_SERVICE_WINDOW;
  const left = Math.max(0, Math.round(win.screenX + (win.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(win.screenY + (win.outerHeight - height) / 2));
  const opened = win.open(
    url,
    'customerService',
    `width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!opened) return false;
  opened.opener = null;
  return true;
}
