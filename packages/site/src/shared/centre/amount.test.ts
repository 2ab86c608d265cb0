import { describe, expect, it } from 'vitest';
import { amountProblem, parseAmount } from './amount';

describe('amounts typed by the player', () => {
  it('accepts a positive amount with up to 2 decimals within the limits', () => {
    expect(amountProblem('100', 500)).toBeNull();
    expect(amountProblem(' 12,5 ', 500)).toBeNull();
    expect(parseAmount(' 12,5 ')).toBe(12.5);
  });

  it('names what is wrong', () => {
    expect(amountProblem('', 500)).toBe('required');
    expect(amountProblem('ten', 500)).toBe('invalid');
    expect(amountProblem('-5', 500)).toBe('invalid');
    expect(amountProblem('1.234', 500)).toBe('tooManyDecimals');
    expect(amountProblem('0', 500)).toBe('tooLow');
    expect(amountProblem('50', 500, 100)).toBe('tooLow');
    expect(amountProblem('500.01', 500)).toBe('tooHigh');
  });
});
