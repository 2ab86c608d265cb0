import { badRequest } from './http';

/**
 * Money is kept as whole cents (minor units) from the request to the database and back: the wire
 * carries decimal amounts (the contract's `amount: number`), the simulator converts them once on the
 * way in (`amountCentsOf`) and once on the way out (`fromCents`). Integers add and compare exactly;
 * binary fractions (0.1 + 0.2) do not, and rounding a debit and a credit separately creates money.
 */

/** The largest amount any money route takes: 10,000,000.00. */
export const MAX_AMOUNT_CENTS = 1_000_000_000;

export const AMOUNT_RULE_MESSAGE = (name: string): string =>
  `${name} must be a positive amount with at most 2 decimals, up to ${(MAX_AMOUNT_CENTS / 100).toFixed(2)}`;

/** Decimal text of an amount: digits, optionally a point and one or two digits (no sign, no exponent). */
const AMOUNT_TEXT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * The one money-input rule of every route that takes an amount: a JSON number or numeric string,
 * positive, at most 2 decimals, at most `MAX_AMOUNT_CENTS`. Answers whole cents, parsed from the
 * decimal text so no binary rounding happens (`1.005` is refused, not rounded). Else 400.
 */
export function amountCentsOf(body: Record<string, unknown>, name = 'amount'): number {
  const raw = body[name];
  const text =
    typeof raw === 'number' && Number.isFinite(raw)
      ? String(raw)
      : typeof raw === 'string'
        ? raw.trim()
        : '';
  const match = AMOUNT_TEXT.exec(text);
  if (!match) throw badRequest(AMOUNT_RULE_MESSAGE(name));
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0 || cents > MAX_AMOUNT_CENTS) throw badRequest(AMOUNT_RULE_MESSAGE(name));
  return cents;
}

/** `amountCentsOf` for a field refused with its own message: undefined when it breaks the rule. */
export function validAmountCents(body: Record<string, unknown>, name: string): number | undefined {
  try {
    return amountCentsOf(body, name);
  } catch {
    return undefined;
  }
}

/** Decimal units to whole cents, for reference data written as decimals (seed, limits). */
export const toCents = (value: number): number => Math.round(value * 100);

/** Whole cents to the decimal amount the wire carries. */
export const fromCents = (cents: number): number => cents / 100;

/** `12.30`: whole cents as text with two decimals (messages). */
export const formatCents = (cents: number): string => fromCents(cents).toFixed(2);

/** Rounds a computed decimal to cents (reports of bets and income, which are not balances). */
export const money = (value: number): number => Math.round(value * 100) / 100;
