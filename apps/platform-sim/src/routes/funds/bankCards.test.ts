import { describe, expect, it } from 'vitest';
import type { BankCardsResponse } from '../../contract';
import { makeSim } from '../../testing';

describe('bank cards', () => {
  it('binds a card (masked in every answer) after checking its fields and the payment password', async () => {
    const sim = makeSim();
    const token = await sim.login('player1');
    const before = (await sim.call<BankCardsResponse>('/wps/member/bankCards', { token })).body
      .value;
    expect(before?.list).toHaveLength(1);
    expect(before?.list[0]?.cardNumber).toBe('**** **** **** 7801');
    expect(before?.banks).toContain('Techcombank');
    const bind = (body: Record<string, string>) =>
      sim.call<{ cardNumber: string; bankName: string }>('/wps/member/bankCards', { token, body });
    const card = {
      bankName: 'Techcombank',
      accountName: 'NGUYEN VAN AN',
      cardNumber: '1903 5566 7788 99',
      paymentPassword: '123456',
    };
    expect((await bind({ ...card, bankName: 'Bank of Nowhere' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Choose a bank from the list',
    });
    expect((await bind({ ...card, cardNumber: '12345' })).body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'The card number must be 10 to 19 digits',
    });
    expect((await bind({ ...card, paymentPassword: '999999' })).body.code).toBe('PASSWORD_INVALID');
    const bound = await bind(card);
    expect(bound.body.value).toMatchObject({
      bankName: 'Techcombank',
      cardNumber: '**** **** **** 8899',
    });
    expect(JSON.stringify(bound.body)).not.toContain('19035566778899');
    expect((await bind(card)).body.message).toBe('This card is already bound');
    expect((await sim.call('/wps/member/bankCards')).status).toBe(401);
  });
});
