import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  fail,
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { LanguagePicker } from './LanguagePicker';

const languageCalls = (calls: PlatformCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === '/wps/member/language');

describe('LanguagePicker', () => {
  it("switches the interface and saves a signed-in player's language on the platform", async () => {
    const { user, calls, i18n } = await renderWithProviders(<LanguagePicker />, {
      session: { token: 'tok-1' },
      routes: { 'PUT /wps/member/language': { language: 'BN' } },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'BN');
    await waitFor(() => expect(languageCalls(calls)).toHaveLength(1));
    const [saved] = languageCalls(calls);
    expect(saved?.body).toEqual({ language: 'BN' });
    expect(saved?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(i18n.language).toBe('bn');
  });

  it("switches a guest's interface without calling the platform", async () => {
    const { user, calls, i18n } = await renderWithProviders(<LanguagePicker />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'BN');
    await waitFor(() => expect(i18n.language).toBe('bn'));
    expect(languageCalls(calls)).toHaveLength(0);
  });

  it('keeps the new language and says so when the platform refuses to save it', async () => {
    const { user, store, i18n } = await renderWithProviders(<LanguagePicker />, {
      session: { token: 'tok-1' },
      routes: { 'PUT /wps/member/language': fail('Language not supported', 'VALIDATION_FAILED') },
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'BN');
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Language not supported',
      }),
    );
    expect(i18n.language).toBe('bn');
  });
});
