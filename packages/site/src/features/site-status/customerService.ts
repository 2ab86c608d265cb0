import type { Brand } from '@wl/brand-config';
import type { CustomerServiceEntry } from '@wl/api-client';
import { externalHref } from '@wl/ui-kit';

/**
 * Where the customer-service button goes: the first entry of the permission answer with an http(s)
 * link (the platform's configuration for this host; the site's one check, `externalHref`), else the
 * brand's live chat.
 */
export function customerServiceUrl(
  brand: Brand,
  entries: readonly CustomerServiceEntry[] | undefined,
): string {
  for (const entry of entries ?? []) {
    const href = externalHref(entry.path);
    if (href) return href;
  }
  return brand.customerService.liveChatUrl;
}
