import type { ApiError } from '@wl/api-client';
import { createI18n } from '@wl/i18n';
import { describe, expect, it } from 'vitest';
import { saferGamblingRefusal } from './refusalText';

const RESETS = Date.parse('2026-11-24T10:00:00Z');
const refusal = (code: string, value: unknown): ApiError => ({
  kind: 'envelope',
  code,
  value,
  message: 'the platform text',
});

async function i18nIn(language: 'EN' | 'ZH') {
  const i18n = await createI18n({
    supportLanguages: ['EN', 'ZH'],
    defaultLang: language,
    storage: null,
  });
  return i18n;
}

describe("safer gambling's refusals", () => {
  it('say what remains of a deposit limit and when it resets, in the player language', async () => {
    const i18n = await i18nIn('EN');
    const error = refusal('RG_DEPOSIT_LIMIT', {
      kind: 'deposit',
      period: 'day',
      amount: 100,
      remaining: 40,
      resetsAt: RESETS,
    });
    // the namespace is asked for on first use; the platform's text stands in meanwhile
    expect(saferGamblingRefusal(error, i18n)).toBeUndefined();
    await i18n.loadNamespaces('saferGambling');
    expect(saferGamblingRefusal(error, i18n)).toMatch(
      /^This deposit is over your 24-hour deposit limit. You can deposit 40.00 more until .*2026.*\.$/,
    );
    const zh = await i18nIn('ZH');
    await zh.loadNamespaces('saferGambling');
    expect(saferGamblingRefusal(error, zh)).toContain('40.00');
    expect(saferGamblingRefusal(error, zh)).not.toContain('deposit');
  });

  it('tell a player under a time-out or self-exclusion until when, and how to come back', async () => {
    const i18n = await i18nIn('EN');
    await i18n.loadNamespaces('saferGambling');
    expect(
      saferGamblingRefusal(
        refusal('RG_TIMED_OUT', {
          kind: 'timeOut',
          endsAt: RESETS,
          returnsAt: null,
          canAskToReturn: false,
        }),
        i18n,
      ),
    ).toMatch(/^You are taking a break until .+\. You can sign in again after that\.$/);
    expect(
      saferGamblingRefusal(
        refusal('RG_SELF_EXCLUDED', {
          kind: 'selfExclusion',
          endsAt: RESETS,
          returnsAt: null,
          canAskToReturn: true,
        }),
        i18n,
      ),
    ).toMatch(/ask on the Safer gambling page/);
    expect(
      saferGamblingRefusal(
        refusal('RG_SELF_EXCLUDED', {
          kind: 'selfExclusion',
          endsAt: null,
          returnsAt: null,
          canAskToReturn: false,
        }),
        i18n,
      ),
    ).toBe('You have excluded yourself with no end date. You cannot sign in.');
  });

  it('leave every other error to the catalogue', async () => {
    const i18n = await i18nIn('EN');
    await i18n.loadNamespaces('saferGambling');
    expect(saferGamblingRefusal(refusal('LOGIN_FAILED', null), i18n)).toBeUndefined();
    expect(saferGamblingRefusal(new Error('x'), i18n)).toBeUndefined();
  });
});
