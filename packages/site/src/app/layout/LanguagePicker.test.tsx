import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@wl/api-client';
import {
  renderWithProviders,
  type PlatformCall,
} from '../../shared/testing/renderWithProviders.test-helper';
import { LanguagePicker } from './LanguagePicker';

const languageCalls = (calls: PlatformCall[]) =>
  calls.filter((call) => call.method === 'PUT' && call.path === API_PATHS.language);

describe('LanguagePicker', () => {
  it("switches the interface and saves a signed-in player's language on the platform", async () => {
    const { user, calls, i18n, platform } = await renderWithProviders(<LanguagePicker />, {
      signedInAs: 'player1',
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'BN');
    await waitFor(() => expect(languageCalls(calls)).toHaveLength(1));
    const [saved] = languageCalls(calls);
    expect(saved?.body).toEqual({ language: 'BN' });
    expect(saved?.headers.get('Authorization')).toBe(`Bearer ${platform.token}`);
    expect(i18n.language).toBe('bn');
    expect(
      platform.db
        .prepare("SELECT language FROM members WHERE merchant_code = ? AND account = 'player1'")
        .get(platform.merchant),
    ).toEqual({ language: 'BN' });
  });

  it("switches a guest's interface without calling the platform", async () => {
    const { user, calls, i18n } = await renderWithProviders(<LanguagePicker />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'BN');
    await waitFor(() => expect(i18n.language).toBe('bn'));
    expect(languageCalls(calls)).toHaveLength(0);
  });

  it('keeps the new language and says so when the platform fails to save it', async () => {
    const { user, store, i18n } = await renderWithProviders(<LanguagePicker />, {
      signedInAs: 'player1',
      setUp: (sim) => sim.dev('/__sim/faults', { body: { path: API_PATHS.language, status: 500 } }),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'BN');
    await waitFor(() =>
      expect(store.getState().ui.alert).toEqual({
        tone: 'warning',
        message: 'Unknown error',
      }),
    );
    expect(i18n.language).toBe('bn');
  });
});
