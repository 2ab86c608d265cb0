import { describe, expect, it } from 'vitest';
import { offlineLanguage, offlinePagePath } from './index';

describe('the offline page', () => {
  it("is the player's language when the brand offers it, the brand's default otherwise", () => {
    expect(offlineLanguage('BN', ['EN', 'BN'], 'EN')).toBe('BN');
    expect(offlineLanguage(' pt-br ', ['PT-BR', 'EN'], 'EN')).toBe('PT-BR');
    expect(offlineLanguage('KO', ['EN', 'BN'], 'EN')).toBe('EN');
    expect(offlineLanguage(undefined, ['ZH', 'EN'], 'ZH')).toBe('ZH');
    expect(offlineLanguage('', ['ZH', 'EN'], 'ZH')).toBe('ZH');
  });

  it('lives under /offline/, one lowercase file per language', () => {
    expect(offlinePagePath('PT-BR')).toBe('/offline/pt-br.html');
  });
});
