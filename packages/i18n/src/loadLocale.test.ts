import { describe, expect, it } from 'vitest';
import { loadBundledLocale } from './loadLocale';
import { BUNDLED_LOCALE_FILES } from './localeFiles';
import { NAMESPACES, isNamespace } from './namespaces';

describe('bundled locale loader', () => {
  it('bundles every namespace for English, each as its own lazily imported file', () => {
    for (const ns of NAMESPACES) expect(BUNDLED_LOCALE_FILES).toContain(`EN/${ns}`);
  });

  it('loads a namespace by i18next locale', async () => {
    await expect(loadBundledLocale('zh-CN', 'common')).resolves.toMatchObject({
      header: { login: '登录' },
    });
    await expect(loadBundledLocale('en', 'validation')).resolves.toMatchObject({
      validation: { passwordLength: 'Please fill in your password with (min) - (max) characters' },
    });
  });

  it('resolves an empty bundle for a language or namespace without a file, so English shows per key', async () => {
    await expect(loadBundledLocale('km', 'games')).resolves.toEqual({});
    await expect(loadBundledLocale('xx-YY', 'common')).resolves.toEqual({});
    await expect(loadBundledLocale('en', 'nope')).resolves.toEqual({});
  });
});

describe('namespaces', () => {
  it('recognises only declared namespaces', () => {
    expect(isNamespace('games')).toBe(true);
    expect(isNamespace('Games')).toBe(false);
    expect(isNamespace(undefined)).toBe(false);
  });
});
