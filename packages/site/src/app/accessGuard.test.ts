import { describe, expect, it } from 'vitest';
import { guardRedirect } from './accessGuard';

describe('guardRedirect', () => {
  const guest = { guardOn: true, loggedIn: false };

  it('sends a guest to /login from any guarded route', () => {
    for (const path of ['/', '/rng', '/pointMall', '/lottery', '/index.html'])
      expect(guardRedirect(path, guest)).toBe('/login');
  });

  it('lets a guest reach the exempt routes', () => {
    for (const path of [
      '/login',
      '/register',
      '/register.html',
      '/helpmc',
      '/download',
      '/safer-gambling',
      '/register/',
    ]) {
      expect(guardRedirect(path, guest)).toBeNull();
    }
  });

  it('lets a member through, and everyone when the brand has the guard off', () => {
    expect(guardRedirect('/rng', { guardOn: true, loggedIn: true })).toBeNull();
    expect(guardRedirect('/rng', { guardOn: false, loggedIn: false })).toBeNull();
  });
});
