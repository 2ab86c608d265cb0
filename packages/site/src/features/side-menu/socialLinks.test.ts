import { describe, expect, it } from 'vitest';
import { socialLinks } from './socialLinks';

describe('socialLinks', () => {
  it("lists the brand's http(s) links in the spec's order and drops anything else", () => {
    expect(
      socialLinks({
        twitter: 'https://twitter.com/brand',
        telegram: 'https://t.me/brand',
        facebook: 'javascript:alert(1)',
        line: '/relative/path',
        whatsapp: 'http://wa.me/123',
        youtube: 'data:text/html,hi',
      }),
    ).toEqual([
      { network: 'telegram', name: 'Telegram', href: 'https://t.me/brand' },
      { network: 'whatsapp', name: 'WhatsApp', href: 'http://wa.me/123' },
      { network: 'twitter', name: 'Twitter', href: 'https://twitter.com/brand' },
    ]);
    expect(socialLinks({})).toEqual([]);
  });
});
