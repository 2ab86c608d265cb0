import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Brand } from './types';
import { validateBrand } from './validateBrand';

const brandsDir = path.resolve(import.meta.dirname, '../../../brands');
const brandFiles = readdirSync(brandsDir).filter(
  (file) => file.endsWith('.json') && file !== 'schema.json',
);
const aurora = JSON.parse(readFileSync(path.join(brandsDir, 'aurora.json'), 'utf8')) as Record<
  string,
  unknown
>;

/** A deep copy of a valid brand with one change applied. */
function variant(change: (brand: Record<string, any>) => void): unknown {
  const copy = structuredClone(aurora) as Record<string, any>;
  change(copy);
  return copy;
}

function errorsOf(json: unknown) {
  const result = validateBrand(json);
  if (result.ok) throw new Error('expected the brand to be invalid');
  return result.errors;
}

describe('validateBrand', () => {
  it.each(brandFiles)('accepts the shipped brand %s', (file) => {
    const result = validateBrand(JSON.parse(readFileSync(path.join(brandsDir, file), 'utf8')));
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it('ships at least three brands that differ in what matters', () => {
    const brands = brandFiles.map((file) =>
      JSON.parse(readFileSync(path.join(brandsDir, file), 'utf8')),
    );
    expect(brands.length).toBeGreaterThanOrEqual(3);
    for (const field of [
      'merchantCode',
      'supportLanguages',
      'prizeModes',
      'esportsVendors',
      'theme',
    ]) {
      const distinct = new Set(brands.map((brand) => JSON.stringify(brand[field])));
      expect(distinct.size, field).toBe(brands.length);
    }
    expect(brands.some((brand) => brand.loginedToHomePage)).toBe(true);
    expect(new Set(brands.map((brand) => brand.theme.defaultMode))).toEqual(
      new Set(['dark', 'light']),
    );
  });

  it('names a missing merchant code', () => {
    expect(errorsOf(variant((brand) => delete brand.merchantCode))).toEqual([
      { path: '$.merchantCode', message: 'is required but missing' },
    ]);
  });

  it('refuses an unknown prize mode with the allowed values', () => {
    const [error] = errorsOf(variant((brand) => (brand.prizeModes = ['Lott', 'Bingo'])));
    expect(error).toEqual({
      path: '$.prizeModes[1]',
      message: 'expected one of "Lott", "ZY", "Elott", "SEA", got "Bingo"',
    });
  });

  it('refuses a default language that is not supported', () => {
    expect(errorsOf(variant((brand) => (brand.defaultLang = 'ZH')))).toEqual([
      {
        path: '$.defaultLang',
        message: 'expected one of the supported languages (EN, BN), got "ZH"',
      },
    ]);
  });

  it('refuses a bad colour token', () => {
    const [error] = errorsOf(variant((brand) => (brand.theme.dark.primary = 'teal')));
    expect(error?.path).toBe('$.theme.dark.primary');
    expect(error?.message).toContain('got "teal"');
    expect(error?.message).toContain('hex colour');
  });

  it('refuses an unknown field, naming it', () => {
    expect(errorsOf(variant((brand) => (brand.merchantKode = 'X')))).toEqual([
      {
        path: '$.merchantKode',
        message: 'is not a known field (check the spelling against brands/schema.json)',
      },
    ]);
  });

  it('refuses an unknown colour token name inside a theme', () => {
    const [error] = errorsOf(variant((brand) => (brand.theme.light.primaryColour = '#ffffff')));
    expect(error?.path).toBe('$.theme.light.primaryColour');
  });

  it('lists every problem at once', () => {
    const errors = errorsOf(
      variant((brand) => {
        delete brand.name;
        brand.platform = 'app';
        brand.supportLanguages = [];
      }),
    );
    expect(errors.map((error) => error.path).sort()).toEqual([
      '$.name',
      '$.platform',
      '$.supportLanguages',
    ]);
  });

  it('refuses social buttons without an identity provider', () => {
    expect(
      errorsOf(
        variant((brand) => (brand.identityProvider = { adapter: 'none', buttons: ['google'] })),
      )[0]?.path,
    ).toBe('$.identityProvider.buttons');
  });

  it('refuses a two-step requirement for agents when no agent flag opens the agent centre', () => {
    expect(
      errorsOf(
        variant((brand) => {
          brand.twoFactor = { requiredForAgents: true };
          brand.agentCentreFlags = [];
        }),
      ),
    ).toEqual([
      {
        path: '$.twoFactor.requiredForAgents',
        message: 'requires two-step sign-in of agents, but agentCentreFlags names no agent flag',
      },
    ]);
    expect(
      errorsOf(variant((brand) => (brand.twoFactor = { requiredForAgents: 'yes' }))),
    ).toContainEqual({
      path: '$.twoFactor.requiredForAgents',
      message: 'expected boolean, got "yes"',
    });
  });

  it('explains wrong types, repeated and empty lists in words a brand team can act on', () => {
    expect(errorsOf(variant((brand) => (brand.loginedToHomePage = 'yes')))).toContainEqual({
      path: '$.loginedToHomePage',
      message: 'expected boolean, got "yes"',
    });
    expect(
      errorsOf(variant((brand) => (brand.prizeModes = ['Lott', 'Lott']))).map(
        (error) => error.message,
      ),
    ).toContainEqual('expected unique items, but items 0 and 1 repeat');
    expect(errorsOf(variant((brand) => (brand.supportLanguages = [])))).toContainEqual({
      path: '$.supportLanguages',
      message: 'expected at least 1 item(s)',
    });
  });

  it('refuses an announcement execution type the brand does not show', () => {
    const errors = errorsOf(
      variant((brand) => {
        brand.announcement.types = ['PU'];
        brand.announcement.executionType = 'PR';
      }),
    );
    expect(errors).toEqual([
      {
        path: '$.announcement.executionType',
        message: 'expected one of the announcement types (PU), got "PR"',
      },
    ]);
  });

  it('refuses a domain with a scheme, a port or capitals, and a repeated one, by its path', () => {
    const errors = errorsOf(
      variant((brand) => {
        brand.domains = ['https://aurora.example', 'Aurora.example', 'a.example:8080'];
      }),
    );
    expect(errors.map((error) => error.path)).toEqual([
      '$.domains[0]',
      '$.domains[1]',
      '$.domains[2]',
    ]);
    expect(errors[0]!.message).toContain('a lowercase host name such as www.example.com');
    expect(errorsOf(variant((brand) => (brand.domains = ['a.example', 'a.example'])))).toEqual([
      { path: '$.domains', message: 'expected unique items, but items 1 and 0 repeat' },
    ]);
  });

  it('ships aurora on the UKGC profile and lotus on the MGA one, under one operator; tiger basic, under its own', () => {
    const section = (file: string) =>
      (JSON.parse(readFileSync(path.join(brandsDir, file), 'utf8')) as Brand).responsibleGaming;
    const [aurora, lotus, tiger] = ['aurora.json', 'lotus.json', 'tiger.json'].map(section);
    expect([aurora?.profile, lotus?.profile, tiger?.profile]).toEqual(['ukgc', 'mga', 'basic']);
    expect(aurora?.operator).toBe(lotus?.operator);
    expect(tiger?.operator).not.toBe(aurora?.operator);
  });

  it('names the safer-gambling field that is wrong', () => {
    expect(errorsOf(variant((brand) => delete brand.responsibleGaming))).toEqual([
      { path: '$.responsibleGaming', message: 'is required but missing' },
    ]);
    expect(errorsOf(variant((brand) => (brand.responsibleGaming.profile = 'ukgc2025')))).toEqual([
      {
        path: '$.responsibleGaming.profile',
        message: 'expected one of "ukgc", "mga", "basic", got "ukgc2025"',
      },
    ]);
    const [operator] = errorsOf(
      variant((brand) => (brand.responsibleGaming.operator = 'Meridian Ltd')),
    );
    expect(operator?.path).toBe('$.responsibleGaming.operator');
    const [link] = errorsOf(
      variant((brand) => (brand.responsibleGaming.helpOrganisations[1].url = 'http://x.example')),
    );
    expect(link?.path).toBe('$.responsibleGaming.helpOrganisations[1].url');
    expect(
      errorsOf(variant((brand) => (brand.responsibleGaming.helpOrganisations = []))),
    ).toContainEqual({
      path: '$.responsibleGaming.helpOrganisations',
      message: 'expected at least 1 item(s)',
    });
  });

  it('refuses a help organisation listed twice', () => {
    expect(
      errorsOf(
        variant((brand) => {
          const [first] = brand.responsibleGaming.helpOrganisations;
          brand.responsibleGaming.helpOrganisations.push({ ...first });
        }),
      ),
    ).toEqual([
      {
        path: '$.responsibleGaming.helpOrganisations[3].name',
        message: 'expected each help organisation once, but "GamCare" repeats',
      },
    ]);
  });

  it('refuses input that is not an object', () => {
    expect(errorsOf(null)[0]).toEqual({ path: '$', message: 'expected object, got null' });
  });
});
