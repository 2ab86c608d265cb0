import type { Brand } from '@wl/brand-config';
import { describe, expect, it } from 'vitest';
import { customerServiceUrl } from './customerService';

const brand = { customerService: { liveChatUrl: 'https://chat.brand.example/' } } as Brand;
const entry = (path: string) => ({ csType: 'LIVECHAT', path, title: 'Live chat' });

describe('customerServiceUrl', () => {
  it("opens the platform's first http(s) address", () => {
    expect(
      customerServiceUrl(brand, [entry('tg://resolve'), entry(' https://cs.example/chat ')]),
    ).toBe('https://cs.example/chat');
  });

  it("skips addresses that are not a usable http(s) link, and falls back to the brand's live chat", () => {
    for (const path of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'https://',
      'http://[::1',
    ])
      expect(customerServiceUrl(brand, [entry(path)]), path).toBe('https://chat.brand.example/');
    expect(customerServiceUrl(brand, undefined)).toBe('https://chat.brand.example/');
  });
});
