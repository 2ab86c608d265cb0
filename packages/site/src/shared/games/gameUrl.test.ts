import { describe, expect, it } from 'vitest';
import { launchedGameUrl, safeGameUrl } from './gameUrl';

describe('safeGameUrl', () => {
  it('accepts absolute http and https addresses', () => {
    expect(safeGameUrl('https://games.example.com/slot/1?player=p1&lang=EN')).toBe(
      'https://games.example.com/slot/1?player=p1&lang=EN',
    );
    expect(safeGameUrl('http://127.0.0.1:8799/sim-game/1001?mode=real')).toBe(
      'http://127.0.0.1:8799/sim-game/1001?mode=real',
    );
    expect(safeGameUrl('  HTTPS://Games.Example.com/x  ')).toBe('https://games.example.com/x');
  });

  it("gives a protocol-relative address the page's protocol", () => {
    expect(safeGameUrl('//games.example.com/x', 'https:')).toBe('https://games.example.com/x');
    expect(safeGameUrl('//games.example.com/x', 'http:')).toBe('http://games.example.com/x');
  });

  it('refuses script, data and other schemes', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'blob:https://example.com/1',
      'ftp://example.com/game',
      'file:///etc/passwd',
      'about:blank',
    ])
      expect(safeGameUrl(url), url).toBeNull();
  });

  it('refuses relative, empty, malformed and credential-carrying addresses', () => {
    for (const url of [
      '',
      '   ',
      '/game?x=1',
      'sim-game/1',
      'https://',
      'https:///path',
      'https://exa mple.com/',
      'https://user:secret@example.com/',
      'http://[::1',
    ])
      expect(safeGameUrl(url), url).toBeNull();
    expect(safeGameUrl(undefined)).toBeNull();
    expect(safeGameUrl(null)).toBeNull();
    expect(safeGameUrl(42)).toBeNull();
  });
});

describe('launchedGameUrl', () => {
  it('takes game_url, else a usable game_url2, else nothing', () => {
    expect(
      launchedGameUrl({ game_url: 'https://a.example/1', game_url2: 'https://b.example/2' }),
    ).toBe('https://a.example/1');
    expect(launchedGameUrl({ game_url: '', game_url2: 'https://b.example/2' })).toBe(
      'https://b.example/2',
    );
    expect(launchedGameUrl({ game_url: 'javascript:alert(1)', game_url2: null })).toBeNull();
    expect(launchedGameUrl({})).toBeNull();
  });
});
