import { describe, expect, it } from 'vitest';
import { createUnauthorizedGate } from './unauthorizedGate';

describe('createUnauthorizedGate', () => {
  it('lets only the first of concurrent failures through', () => {
    const gate = createUnauthorizedGate();
    const tickets = [gate.begin(), gate.begin(), gate.begin()];
    expect(tickets.map((ticket) => gate.claim(ticket, 'T', 'T'))).toEqual([true, false, false]);
  });

  it('lets a call started after the handling through again (player dismissed the modal)', () => {
    const gate = createUnauthorizedGate();
    expect(gate.claim(gate.begin(), null, null)).toBe(true);
    expect(gate.claim(gate.begin(), null, null)).toBe(true);
  });

  it('ignores failures of a token that is no longer the session token', () => {
    const gate = createUnauthorizedGate();
    const ticket = gate.begin();
    expect(gate.claim(ticket, 'old', 'new')).toBe(false);
    expect(gate.claim(ticket, 'old', null)).toBe(false);
    expect(gate.claim(ticket, undefined, null)).toBe(true);
  });
});
