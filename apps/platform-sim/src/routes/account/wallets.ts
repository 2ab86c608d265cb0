import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { API_PATHS, ERROR_CODES, type BalanceResponse } from '../../contract';
import { badRequest, ok, readJson, refuse, requiredString } from '../../lib/http';
import { currencyOf, merchantOf } from '../../merchants/resolve';
import { amountCentsOf, fromCents } from '../../lib/money';
import type { AppEnv } from '../../sim';

/** Merchants with one wallet for every vendor; the others keep vendor sub-wallets. */
const SINGLE_WALLET = new Set(['AUR01', 'TGR07']);

/** The balance, the merchant wallet list and transfers between wallets. */
export function walletRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  routes.get(API_PATHS.balance, (c) => {
    const sim = c.get('sim');
    const member = requireMember(c, { allowTrial: true });
    const vendorWallets = sim.queries.account.vendorWallets.all(member.id);
    const sumCents = vendorWallets.reduce((sum, w) => sum + w.balance_cents, member.balance_cents);
    const value: BalanceResponse = {
      sumBalance: fromCents(sumCents),
      currency: currencyOf(sim, member.merchant_code),
      wallets: [
        { walletType: 'MAIN', balance: fromCents(member.balance_cents) },
        ...vendorWallets.map((w) => ({
          walletType: w.vendor_code,
          balance: fromCents(w.balance_cents),
        })),
      ],
    };
    return ok(c, value);
  });

  routes.get(API_PATHS.merchantWallet, (c) =>
    ok(c, { isSingle: SINGLE_WALLET.has(merchantOf(c).code) }),
  );

  routes.post(API_PATHS.walletTransfer, async (c) => {
    const sim = c.get('sim');
    const account = sim.queries.account;
    const member = requireMember(c);
    if (SINGLE_WALLET.has(member.merchant_code))
      throw refuse(
        ERROR_CODES.FEATURE_DISABLED,
        'This site uses a single wallet: no transfer is needed',
      );
    const body = await readJson(c);
    const from = requiredString(body, 'from', 20).toUpperCase();
    const to = requiredString(body, 'to', 20).toUpperCase();
    const cents = amountCentsOf(body);
    if (from === to) throw badRequest('from and to must differ');
    const isVendor = (code: string): boolean => Boolean(account.vendorExists.get(code));
    for (const side of [from, to])
      if (side !== 'MAIN' && !isVendor(side)) throw badRequest(`Unknown wallet ${side}`);
    // The debit is a conditional update (it fails when the wallet does not cover it) and the credit
    // adds the identical cents, both in one transaction: no rounding, no stale read.
    const moved = sim.db.transaction(() => {
      const debited =
        from === 'MAIN'
          ? account.debitBalance.run(cents, member.id, cents)
          : account.debitVendorWallet.run(cents, member.id, from, cents);
      if (debited.changes !== 1)
        throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Insufficient balance');
      if (to === 'MAIN') account.addBalance.run(cents, member.id);
      else account.creditVendorWallet.run(member.id, to, cents);
      const mainCents = account.balanceOf.get(member.id)?.balance_cents ?? 0;
      account.insertTransaction.run(
        member.id,
        'TRANSFER',
        cents,
        mainCents,
        'SUCCESS',
        `${from} -> ${to}`,
        sim.now(),
      );
      const wallets = Object.fromEntries(
        account.vendorWallets
          .all(member.id)
          .map((w) => [w.vendor_code, fromCents(w.balance_cents)]),
      );
      return { main: fromCents(mainCents), wallets };
    })();
    return ok(c, moved, 'Transfer successful');
  });

  return routes;
}
