import { Hono } from 'hono';
import { requireMember } from '../../auth/guards';
import { checkPaymentPassword, typedPassword } from '../../auth/paymentPassword';
import { API_PATHS, ERROR_CODES, type BankCard } from '../../contract';
import type { BankCardRow } from '../../db/rows';
import { ok, readJson, refuse, requiredString } from '../../lib/http';
import type { AppEnv } from '../../sim';
import { MAX_BANK_CARDS, maskCard } from './orders';

export const BANKS = [
  'Vietcombank',
  'Techcombank',
  'BIDV',
  'VietinBank',
  'Agribank',
  'ACB',
  'MB Bank',
  'Sacombank',
  'TPBank',
  'VPBank',
] as const;

const toBankCard = (r: BankCardRow): BankCard => ({
  cardId: r.id,
  bankName: r.bank_name,
  accountName: r.account_name,
  cardNumber: maskCard(r.card_number),
  createdAt: new Date(r.created_at).toISOString(),
});

/** The bound bank cards and binding one. */
export function bankCardRoutes(): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();

  // bank cards
  routes.get(API_PATHS.bankCards, (c) => {
    const member = requireMember(c);
    return ok(c, {
      list: c.get('sim').queries.funds.bankCards.all(member.id).map(toBankCard),
      banks: [...BANKS],
      maxCards: MAX_BANK_CARDS,
    });
  });

  routes.post(API_PATHS.bankCards, async (c) => {
    const sim = c.get('sim');
    const funds = sim.queries.funds;
    const member = requireMember(c);
    const body = await readJson(c);
    const bankName = requiredString(body, 'bankName', 60);
    const accountName = requiredString(body, 'accountName', 60);
    const cardNumber = requiredString(body, 'cardNumber', 40).replace(/[\s-]/g, '');
    if (!(BANKS as readonly string[]).includes(bankName))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Choose a bank from the list', {
        field: 'bankName',
      });
    if (accountName.length < 2 || /[\d<>]/.test(accountName))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'Enter the account holder name as on the card', {
        field: 'accountName',
      });
    if (!/^\d{10,19}$/.test(cardNumber))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'The card number must be 10 to 19 digits', {
        field: 'cardNumber',
      });
    await checkPaymentPassword(sim, member, typedPassword(body, 'paymentPassword'));
    if (funds.bankCards.all(member.id).some((card) => card.card_number === cardNumber))
      throw refuse(ERROR_CODES.VALIDATION_FAILED, 'This card is already bound', {
        field: 'cardNumber',
      });
    const result = funds.insertBankCard.run(
      member.id,
      bankName,
      accountName,
      cardNumber,
      sim.now(),
      member.id,
      MAX_BANK_CARDS,
    );
    if (result.changes !== 1)
      throw refuse(ERROR_CODES.VALIDATION_FAILED, `At most ${MAX_BANK_CARDS} cards can be bound`);
    const card = funds.bankCard.get(Number(result.lastInsertRowid), member.id) as BankCardRow;
    return ok(c, toBankCard(card), 'Bank card bound');
  });

  return routes;
}
