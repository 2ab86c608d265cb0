import type * as Toolkit from '@reduxjs/toolkit';
import { unauthorized } from '@wl/api-client';
import type { Brand } from '@wl/brand-config';
import { afterEach, describe, expect, it, vi } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import { makeStore } from './makeStore';

// Spy on configureStore to read the options makeStore gives it (the store itself is real).
const { configureStoreSpy } = vi.hoisted(() => ({ configureStoreSpy: vi.fn() }));
vi.mock('@reduxjs/toolkit', async (importOriginal) => {
  const actual = await importOriginal<typeof Toolkit>();
  configureStoreSpy.mockImplementation(actual.configureStore);
  return { ...actual, configureStore: configureStoreSpy };
});

const brand = aurora as Brand;

function devToolsOption(): unknown {
  const options = configureStoreSpy.mock.lastCall?.[0] as { devTools?: unknown } | undefined;
  return options?.devTools;
}

afterEach(() => {
  vi.unstubAllEnvs();
  configureStoreSpy.mockClear();
});

describe('makeStore: Redux DevTools', () => {
  it('turns the Redux DevTools off in a production build', () => {
    vi.stubEnv('PROD', true);
    vi.stubEnv('DEV', false);
    makeStore({ brand, persist: false });
    expect(configureStoreSpy).toHaveBeenCalledTimes(1);
    expect(devToolsOption()).toBe(false);
  });

  it('keeps them on in development', () => {
    vi.stubEnv('PROD', false);
    vi.stubEnv('DEV', true);
    makeStore({ brand, persist: false });
    expect(devToolsOption()).not.toBe(false);
  });
});

describe('makeStore: the session in sessionStorage', () => {
  it("a refused token (unauthorized) removes the player's keys at once and keeps the merchant values", async () => {
    sessionStorage.setItem('token', 'tok-1');
    sessionStorage.setItem('username', 'player01');
    sessionStorage.setItem('customerId', '7');
    sessionStorage.setItem('persist:wl-session:meta', JSON.stringify({ version: -1 }));
    const { store, persistor } = makeStore({ brand });
    await vi.waitFor(() => expect(persistor?.getState().bootstrapped).toBe(true));
    expect(store.getState().session).toMatchObject({ token: 'tok-1', customerId: 7 });

    store.dispatch(unauthorized({ endpoint: 'getBalance', status: 401, message: 'expired' }));
    expect(['token', 'username', 'customerId'].map((key) => sessionStorage.getItem(key))).toEqual([
      null,
      null,
      null,
    ]);
    expect(sessionStorage.getItem('merchantCode')).toBe(brand.merchantCode);
    persistor?.pause();
  });
});
