import { ERROR_CODES, HEADERS, WHITELABEL_FLAGS, type WhitelabelFlag } from '../contract';
import type { MerchantRow } from '../db/rows';
import { badRequest, refuse } from '../lib/http';
import type { Ctx, Sim } from '../sim';

/** The merchant of the request, set by the middleware on `/wps`, `/lgw` and `/lotto`. */
export function merchantOf(c: Ctx): MerchantRow {
  return c.get('merchant');
}

/**
 * Resolves the merchant from the `Merchant` header only; missing or unknown -> 400. Not from the query
 * string: a cross-site form or image could set that, but not a header (so it cannot send SMS codes or
 * reset mails on a player's behalf).
 */
export function resolveMerchant(sim: Sim, c: Ctx): MerchantRow {
  const code = (c.req.header(HEADERS.merchant) ?? '').trim();
  if (!code) throw badRequest('The Merchant header is required');
  const merchant = sim.queries.merchants.byCode.get(code.toUpperCase());
  if (!merchant) throw badRequest(`Unknown merchant ${code}`);
  return merchant;
}

/** Every whitelabel flag of the merchant; a flag without a row is off. */
export function merchantFlags(sim: Sim, merchantCode: string): Record<WhitelabelFlag, boolean> {
  const flags = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, false])) as Record<
    WhitelabelFlag,
    boolean
  >;
  for (const row of sim.queries.merchants.flags.all(merchantCode))
    flags[row.flag] = row.enabled === 1;
  return flags;
}

export function requireFlag(
  sim: Sim,
  merchantCode: string,
  flag: WhitelabelFlag,
  what: string,
): void {
  if (!merchantFlags(sim, merchantCode)[flag])
    throw refuse(ERROR_CODES.FEATURE_DISABLED, `${what} is not enabled for this site`);
}

/** The merchant's currency code. */
export function currencyOf(sim: Sim, merchantCode: string): string {
  return sim.queries.merchants.currency.get(merchantCode)?.currency ?? '';
}
