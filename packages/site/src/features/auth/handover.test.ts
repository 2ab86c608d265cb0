import { describe, expect, it } from 'vitest';
import { takeHandoverCode, takeHandoverCodeFromAddressBar } from './handover';

describe('takeHandoverCode', () => {
  it('takes the code and keeps the rest of the address', () => {
    expect(takeHandoverCode('/lottery?gameCode=VN1&handover=abc_123#draw')).toEqual({
      code: 'abc_123',
      address: '/lottery?gameCode=VN1#draw',
      changed: true,
    });
  });

  it('drops a legacy session token from the address without taking it as a session', () => {
    expect(takeHandoverCode('/?token=stolen-or-planted&page=2')).toEqual({
      code: null,
      address: '/?page=2',
      changed: true,
    });
  });

  it('leaves an address without either parameter exactly as it was', () => {
    expect(takeHandoverCode('/rng?gameName=Golden%20Dragon')).toEqual({
      code: null,
      address: '/rng?gameName=Golden%20Dragon',
      changed: false,
    });
  });

  it('replaces the address bar entry, so the code is not in the history', () => {
    window.history.pushState({ idx: 3 }, '', '/promotions?handover=code-9&tab=all');
    const entries = window.history.length;
    expect(takeHandoverCodeFromAddressBar()).toBe('code-9');
    expect(window.location.pathname + window.location.search).toBe('/promotions?tab=all');
    expect(window.history.length).toBe(entries);
    expect(window.history.state).toEqual({ idx: 3 });
  });
});
