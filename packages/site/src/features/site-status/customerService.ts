import type { Brand } from '@wl/brand-config';
import type { CustomerServiceEntry } from '@wl/api-client';

/**
 * Where the customer-service button goes: the first entry of the permission answer that has a link
 * (the platform's configuration for this host), else the brand's live chat.
 */
export function customerServiceUrl(
  brand: Brand,
  entries: readonly CustomerServiceEntry[] | undefined,
): string {
  const fromAnswer = entries?.find((entry) => /^https?:\/\//i.test(entry.path.trim()));
  return fromAnswer?.path.trim() ?? brand.customerService.liveChatUrl;
}
