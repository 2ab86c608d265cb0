import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, withNonce } from './csp';

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy({ nonce: 'abc123' });
  const directive = (name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.slice(name.length + 1);

  it("allows no inline or eval'd script, only the bundle and the page's nonce", () => {
    expect(directive('default-src')).toBe("'self'");
    expect(directive('script-src')).toBe("'self' 'nonce-abc123'");
    expect(policy).not.toContain('unsafe-eval');
    expect(policy).not.toContain('unsafe-inline');
  });

  it('closes plugins, <base>, foreign forms and framing by other sites', () => {
    expect(directive('object-src')).toBe("'none'");
    expect(directive('base-uri')).toBe("'none'");
    expect(directive('form-action')).toBe("'self'");
    expect(directive('frame-ancestors')).toBe("'none'");
  });

  it('frames only the platform and the listed game origins, and calls an absolute API origin', () => {
    const withOrigins = contentSecurityPolicy({
      nonce: 'n',
      apiOrigin: 'https://api.example',
      frameOrigins: ['https://games.example'],
    });
    expect(withOrigins).toContain("frame-src 'self' https://games.example");
    expect(withOrigins).toContain("connect-src 'self' https://api.example");
  });
});

describe('withNonce', () => {
  it('puts the nonce on every script and in the meta tag styled-components reads', () => {
    const html = withNonce(
      '<html><head><script type="module" src="/a.js"></script><script type="application/json" id="wl-brand">{}</script></head><body></body></html>',
      'n0nce',
    );
    expect(html.match(/<script nonce="n0nce"/g)).toHaveLength(2);
    expect(html).toContain('<meta property="csp-nonce" nonce="n0nce" />');
  });

  it("puts it on the page shell's inline style too", () => {
    const html = withNonce(
      '<html><head><style id="wl-shell-style">body{margin:0}</style></head><body></body></html>',
      'n0nce',
    );
    expect(html).toContain('<style nonce="n0nce" id="wl-shell-style">');
  });
});
