import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PRIZE_TIER_LABELS,
  labelPrizeTiers,
  parseWinningNumbers,
  prizeTierLabel,
} from './winningNumbers';

describe('parseWinningNumbers', () => {
  it('splits groups by ~ and values by commas', () => {
    expect(parseWinningNumbers('12345~67890,11223~4,5,6')).toEqual([
      ['12345'],
      ['67890', '11223'],
      ['4', '5', '6'],
    ]);
    expect(parseWinningNumbers(' 1, 2 ,3 ')).toEqual([['1', '2', '3']]);
  });

  it('shows the first 6 digits of a plain digit string, one per ball', () => {
    expect(parseWinningNumbers('82345167')).toEqual([['8', '2', '3', '4', '5', '1']]);
    expect(parseWinningNumbers('0123')).toEqual([['0', '1', '2', '3']]);
  });

  it('handles empty and garbage input', () => {
    for (const raw of [undefined, null, '', '   ', '~', ',,~,', 'abc', 42, {}])
      expect(parseWinningNumbers(raw)).toEqual([]);
    expect(parseWinningNumbers('1,x,2~~y~3')).toEqual([['1', '2'], ['3']]);
  });

  it('never returns an empty group or a non-digit value', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '2', '0', ',', '~', ' ', 'a', '-'), maxLength: 40 }),
        (raw) => {
          for (const group of parseWinningNumbers(raw)) {
            expect(group.length).toBeGreaterThan(0);
            for (const value of group) expect(value).toMatch(/^[0-9]+$/);
          }
        },
      ),
    );
  });
});

describe('prize tiers', () => {
  it('labels DB then G1..G8', () => {
    expect(PRIZE_TIER_LABELS).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    expect(prizeTierLabel(0)).toBe('DB');
    expect(prizeTierLabel(8)).toBe('G8');
    expect(prizeTierLabel(9)).toBeNull();
  });

  it('pairs groups with their labels and leaves out groups beyond G8', () => {
    const groups = Array.from({ length: 10 }, (_, i) => [String(i)]);
    const tiers = labelPrizeTiers(groups);
    expect(tiers).toHaveLength(9);
    expect(tiers[0]).toEqual({ label: 'DB', numbers: ['0'] });
    expect(tiers[8]).toEqual({ label: 'G8', numbers: ['8'] });
  });
});
