import { describe, expect, it } from 'vitest';
import { convertProblem, creditFor, maxConvertible } from './convertRules';

const config = { exchangeRatio: 100, minConvert: 100 };

describe('point conversion rules', () => {
  it('takes whole steps of the exchange ratio between the minimum and the balance', () => {
    expect(convertProblem('1000', 5000, config)).toBeNull();
    expect(convertProblem(' 500 ', 500, config)).toBeNull();
    expect(convertProblem('', 5000, config)).toEqual({ rule: 'required' });
    expect(convertProblem('10.5', 5000, config)).toEqual({ rule: 'whole' });
    expect(convertProblem('-100', 5000, config)).toEqual({ rule: 'whole' });
    expect(convertProblem('50', 5000, config)).toEqual({ rule: 'min', min: 100 });
    expect(convertProblem('150', 5000, config)).toEqual({ rule: 'step', step: 100 });
    expect(convertProblem('5100', 5000, config)).toEqual({ rule: 'max', points: 5000 });
  });

  it('a minimum above the ratio wins', () => {
    expect(convertProblem('200', 5000, { exchangeRatio: 100, minConvert: 300 })).toEqual({
      rule: 'min',
      min: 300,
    });
  });

  it('offers the largest whole step the balance allows and the money it buys', () => {
    expect(maxConvertible(5050, config)).toBe(5000);
    expect(maxConvertible(99, config)).toBe(0);
    expect(creditFor(1500, config)).toBe(15);
  });
});
