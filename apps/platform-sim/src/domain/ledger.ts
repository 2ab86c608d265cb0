import type { accountQueries } from '../db/queries/account';

type AccountQueries = ReturnType<typeof accountQueries>;

/**
 * Credits `cents` to a member's balance and writes the account-record line with the balance it leaves:
 * a deposit, a rebate or a bonus. Call it inside the caller's database transaction, so a refusal after
 * it moves no money. Answers the balance it leaves (cents).
 */
export function creditMember(
  account: AccountQueries,
  memberId: number,
  cents: number,
  { type, remark, now }: { type: string; remark: string; now: number },
): number {
  account.addBalance.run(cents, memberId);
  const balance = account.balanceOf.get(memberId)?.balance_cents ?? 0;
  account.insertTransaction.run(memberId, type, cents, balance, 'SUCCESS', remark, now);
  return balance;
}
