// @vitest-environment jsdom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import {
  LANG_STORAGE_KEY,
  PREVIOUS_LANG_STORAGE_KEY,
  createI18n,
  currentLanguage,
} from './createI18n';
import { useLanguage } from './useLanguage';

function LanguagePicker() {
  const { t } = useTranslation();
  const { language, info, languages, setLanguage } = useLanguage();
  return (
    <div>
      <p>{t('header.login')}</p>
      <label htmlFor="lang">{t('language.label')}</label>
      <select
        id="lang"
        value={language}
        onChange={(event) => void setLanguage(event.target.value as typeof language)}
      >
        {languages.map((option) => (
          <option key={option.code} value={option.code}>
            {option.nativeName}
          </option>
        ))}
      </select>
      <output>{info.dir}</output>
    </div>
  );
}

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe('useLanguage', () => {
  it('lists only the brand languages and switches the whole UI when one is picked', async () => {
    const storage = memoryStorage();
    const i18n = await createI18n({
      supportLanguages: ['EN', 'BN', 'AR'],
      defaultLang: 'EN',
      storage,
    });
    render(
      <I18nextProvider i18n={i18n}>
        <LanguagePicker />
      </I18nextProvider>,
    );

    const picker = screen.getByRole('combobox', { name: 'Language' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'English',
      'বাংলা',
      'العربية',
    ]);
    expect(screen.getByText('Log in')).toBeInTheDocument();

    await userEvent.selectOptions(picker, 'BN');
    await waitFor(() => expect(screen.getByText('লগ ইন')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveValue('BN');
    expect(storage.data.get(LANG_STORAGE_KEY)).toBe('BN');
    expect(storage.data.get(PREVIOUS_LANG_STORAGE_KEY)).toBe('EN');
    // The hook works on react-i18next's copy of the instance; the real instance must follow.
    expect(currentLanguage(i18n)).toBe('BN');
    expect(i18n.language).toBe('bn');

    await userEvent.selectOptions(screen.getByRole('combobox'), 'AR');
    await waitFor(() => expect(screen.getByText('rtl')).toBeInTheDocument());
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
