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

/** A store made over what the web storages hold, once it has read them back (`flush`: and written). */
async function storeOverStorage({ flush = false } = {}) {
  const made = makeStore({ brand });
  await vi.waitFor(() => expect(made.persistor?.getState().bootstrapped).toBe(true), {
    timeout: 5_000,
  });
  if (flush) await made.persistor?.flush();
  return made;
}

describe('makeStore: the session in sessionStorage', () => {
  it("a refused token (unauthorized) removes the player's keys at once and keeps the merchant values", async () => {
    sessionStorage.setItem('token', 'tok-1');
    sessionStorage.setItem('username', 'player01');
    sessionStorage.setItem('customerId', '7');
    sessionStorage.setItem('persist:wl-session:meta', JSON.stringify({ version: -1 }));
    const { store, persistor } = await storeOverStorage();
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

describe('makeStore: corrupt web storage', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  /** Every stored value is either absent or one the site could have written itself. */
  function expectRepaired() {
    expect(
      () => JSON.parse(localStorage.getItem('persist:wl-ui') ?? '{}') as unknown,
    ).not.toThrow();
    expect(
      () => JSON.parse(sessionStorage.getItem('persist:wl-session:meta') ?? '{}') as unknown,
    ).not.toThrow();
    expect([null, 'dark', 'light']).toContain(localStorage.getItem('theme'));
    expect(sessionStorage.getItem('customerId')).toBeNull();
    expect(sessionStorage.getItem('isAgent')).toBeNull();
    expect(sessionStorage.getItem('toUpline')).toBeNull();
    expect(sessionStorage.getItem('merchantCode')).toBe(brand.merchantCode);
    expect(localStorage.getItem('merchantCode')).toBe(brand.merchantCode);
  }

  it('starts with defaults over bad JSON and repairs the keys', async () => {
    localStorage.setItem('persist:wl-ui', '{"sideMenu":');
    localStorage.setItem('theme', '{{garbage');
    localStorage.setItem('merchantCode', 'NOT-THIS-BRAND');
    sessionStorage.setItem('persist:wl-session:meta', '{version');
    sessionStorage.setItem('token', 'tok-from-nowhere');
    sessionStorage.setItem('customerId', 'not a number');
    sessionStorage.setItem('isAgent', '{}');
    sessionStorage.setItem('toUpline', 'maybe');
    sessionStorage.setItem('merchantCode', 'EVIL');
    const { store, persistor } = await storeOverStorage({ flush: true });

    expect(store.getState().ui.theme).toBe(brand.theme.defaultMode);
    expect(store.getState().session).toMatchObject({
      token: null,
      customerId: null,
      isAgent: null,
      merchantCode: brand.merchantCode,
    });
    expectRepaired();
    expect(sessionStorage.getItem('token')).toBeNull();
    persistor?.pause();
  });

  it('keeps a stored session but drops foreign values of its fields', async () => {
    localStorage.setItem('persist:wl-ui', JSON.stringify(['not', 'an', 'object']));
    localStorage.setItem('theme', 'purple');
    sessionStorage.setItem('persist:wl-session:meta', JSON.stringify({ version: -1 }));
    sessionStorage.setItem('token', 'tok-1');
    sessionStorage.setItem('customerId', 'NaN');
    sessionStorage.setItem('isAgent', 'agent!');
    sessionStorage.setItem('toUpline', '"yes"');
    const { store, persistor } = await storeOverStorage({ flush: true });

    expect(store.getState().ui.theme).toBe(brand.theme.defaultMode);
    expect(store.getState().session).toMatchObject({
      token: 'tok-1',
      customerId: null,
      isAgent: null,
      toUpline: false,
    });
    expectRepaired();
    persistor?.pause();
  });
});
