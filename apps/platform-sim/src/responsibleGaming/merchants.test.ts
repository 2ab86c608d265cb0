import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MERCHANTS } from '../merchants/config';
import { merchantsOfOperator, saferGamblingOf } from './merchants';

const brandsDir = path.resolve(import.meta.dirname, '../../../../brands');

describe('safer-gambling profiles of the merchants', () => {
  it.each(MERCHANTS.map((merchant) => [merchant.code, merchant.brand]))(
    '%s enforces the profile and operator of brands/%s.json',
    (code, brand) => {
      const file = JSON.parse(readFileSync(path.join(brandsDir, `${brand}.json`), 'utf8')) as {
        responsibleGaming: { profile: string; operator: string };
      };
      const { profileName, operator } = saferGamblingOf(code);
      expect({ profile: profileName, operator }).toEqual({
        profile: file.responsibleGaming.profile,
        operator: file.responsibleGaming.operator,
      });
    },
  );

  it('puts aurora and lotus under one operator and tiger under another', () => {
    expect(merchantsOfOperator(saferGamblingOf('AUR01').operator)).toEqual(['AUR01', 'LTS88']);
    expect(merchantsOfOperator(saferGamblingOf('TGR07').operator)).toEqual(['TGR07']);
  });
});
