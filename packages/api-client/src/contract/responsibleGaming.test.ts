import { describe, expect, it } from 'vitest';
import { isRgErrorCode, rgAddMonths, rgExclusionEnd } from './responsibleGaming';

const at = (text: string) => Date.parse(text);
const DAY = 86_400_000;

// The site shows the ends the platform keeps: both compute them with these.
describe('safer-gambling periods of the contract', () => {
  it('adds calendar months, the day clamped to a short month', () => {
    expect(rgAddMonths(at('2025-01-31T08:00:00Z'), 1)).toBe(at('2025-02-28T08:00:00Z'));
    expect(rgAddMonths(at('2024-01-31T08:00:00Z'), 1)).toBe(at('2024-02-29T08:00:00Z'));
    expect(rgAddMonths(at('2025-11-30T08:00:00Z'), 3)).toBe(at('2026-02-28T08:00:00Z'));
  });

  it('ends time-outs after 24 hours, 7 days, a month or 6 weeks, and exclusions after 6 months to 5 years or never', () => {
    const start = at('2025-06-02T03:00:00Z');
    expect(rgExclusionEnd('24h', start)).toBe(start + DAY);
    expect(rgExclusionEnd('7d', start)).toBe(start + 7 * DAY);
    expect(rgExclusionEnd('1m', start)).toBe(at('2025-07-02T03:00:00Z'));
    expect(rgExclusionEnd('6w', start)).toBe(start + 42 * DAY);
    expect(rgExclusionEnd('6m', start)).toBe(at('2025-12-02T03:00:00Z'));
    expect(rgExclusionEnd('1y', start)).toBe(at('2026-06-02T03:00:00Z'));
    expect(rgExclusionEnd('5y', start)).toBe(at('2030-06-02T03:00:00Z'));
    expect(rgExclusionEnd('indefinite', start)).toBeNull();
  });

  it("tells safer gambling's refusal codes from the others", () => {
    expect(isRgErrorCode('RG_SELF_EXCLUDED')).toBe(true);
    expect(isRgErrorCode('LOGIN_FAILED')).toBe(false);
    expect(isRgErrorCode(7)).toBe(false);
  });
});
