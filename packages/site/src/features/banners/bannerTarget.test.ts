import { describe, expect, it } from 'vitest';
import { bannerTarget } from './bannerTarget';
import { bannerGroupOfMatches, platformBannerGroup } from './bannerGroups';

const known = (path: string) => ['/rng', '/down', '/helpmc'].includes(path.split('?')[0] ?? '');
const target = (linkageType: 'ROUTE' | 'URL' | 'GAME' | null, linkageValue: string | null) =>
  bannerTarget({ linkageType, linkageValue }, known);

describe('bannerTarget', () => {
  it('links http(s) URLs (new tab) and never another scheme', () => {
    expect(target('URL', 'https://example.com/promo')).toEqual({
      kind: 'external',
      href: 'https://example.com/promo',
    });
    expect(target('URL', ' http://example.com ')).toEqual({
      kind: 'external',
      href: 'http://example.com/',
    });
    for (const value of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      '//evil.example',
      '/rng',
      'ftp://x.example',
    ])
      expect(target('URL', value)).toEqual({ kind: 'none' });
  });

  it('makes known in-site paths buttons and leaves unknown or foreign paths plain', () => {
    expect(target('ROUTE', '/rng?page=2')).toEqual({ kind: 'route', path: '/rng?page=2' });
    expect(target('ROUTE', '/promotions')).toEqual({ kind: 'none' });
    expect(target('ROUTE', '//evil.example/rng')).toEqual({ kind: 'none' });
    expect(target('ROUTE', '/\\evil.example')).toEqual({ kind: 'none' });
    expect(target('ROUTE', 'https://example.com')).toEqual({ kind: 'none' });
  });

  it('opens only the content modals by name', () => {
    expect(target('ROUTE', 'modal:download')).toEqual({ kind: 'modal', name: 'download' });
    expect(target('ROUTE', 'modal:help')).toEqual({ kind: 'modal', name: 'help' });
    expect(target('ROUTE', 'modal:changePassword')).toEqual({ kind: 'none' });
  });

  it('reads game targets as type, vendor and optional game id', () => {
    expect(target('GAME', 'RNG:PG:1024')).toEqual({
      kind: 'game',
      gameType: 'RNG',
      vassalage: 'PG',
      gameId: 1024,
    });
    expect(target('GAME', 'live:EVO')).toEqual({
      kind: 'game',
      gameType: 'LIVE',
      vassalage: 'EVO',
    });
    for (const value of ['PG:1024', 'CASINO:PG:1', 'RNG:PG:abc', 'RNG:PG:1:2', 'RNG'])
      expect(target('GAME', value)).toEqual({ kind: 'none' });
  });

  it('leaves banners without a linkage, or with an empty value, plain', () => {
    expect(target(null, null)).toEqual({ kind: 'none' });
    expect(target('ROUTE', '  ')).toEqual({ kind: 'none' });
    expect(target('URL', null)).toEqual({ kind: 'none' });
  });
});

describe('banner groups', () => {
  it('maps route group names and platform group names, and nothing else', () => {
    expect(platformBannerGroup('home')).toBe('w_home');
    expect(platformBannerGroup('register')).toBe('w_reg');
    expect(platformBannerGroup('w_reg')).toBe('w_reg');
    expect(platformBannerGroup('toString')).toBeUndefined();
    expect(platformBannerGroup('casino')).toBeUndefined();
    expect(platformBannerGroup(undefined)).toBeUndefined();
  });

  it('takes the deepest matched route that names a group', () => {
    expect(
      bannerGroupOfMatches([
        { handle: { bannerGroup: 'home' } },
        { handle: undefined },
        { handle: { bannerGroup: 'rng' } },
        { handle: { other: true } },
      ]),
    ).toBe('w_rng');
    expect(bannerGroupOfMatches([{ handle: null }, {}])).toBeUndefined();
  });
});
