import type { Brand, SocialNetwork } from '@wl/brand-config';
import { externalHref } from '@wl/ui-kit';

/** The spec's networks, in its order; names are brands and are never translated. */
export const SOCIAL_NETWORKS: readonly { network: SocialNetwork; name: string }[] = [
  { network: 'telegram', name: 'Telegram' },
  { network: 'line', name: 'LINE' },
  { network: 'whatsapp', name: 'WhatsApp' },
  { network: 'facebook', name: 'Facebook' },
  { network: 'instagram', name: 'Instagram' },
  { network: 'youtube', name: 'YouTube' },
  { network: 'tiktok', name: 'TikTok' },
  { network: 'twitter', name: 'Twitter' },
];

export interface SocialLink {
  network: SocialNetwork;
  name: string;
  href: string;
}

/**
 * The brand's social links in the spec's order. Only absolute http(s) addresses become links: a
 * `javascript:`, `data:` or relative value in a brand file is left out rather than rendered.
 */
export function socialLinks(social: Brand['social']): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap(({ network, name }) => {
    const href = externalHref(social[network]);
    return href ? [{ network, name, href }] : [];
  });
}
