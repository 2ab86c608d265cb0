import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLocalIdentityProvider,
  LOCAL_IDP_AUTHORIZE_PATH,
  LOCAL_IDP_MESSAGE_TYPE,
} from './localIdentityProvider';
import { IdentityProviderError } from './types';

function fakePopup() {
  return { closed: false } as { closed: boolean };
}

function providerWith(open: Window['open']) {
  vi.spyOn(window, 'open').mockImplementation(open);
  return createLocalIdentityProvider({ buttons: ['google'], merchantCode: 'AUR01', baseUrl: '' });
}

function openedUrl(): URL {
  const call = vi.mocked(window.open).mock.calls[0];
  return new URL(String(call?.[0]));
}

function post(data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin }));
}

describe('local identity provider', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('opens the provider page for the network and resolves with the ID token it posts back', async () => {
    const provider = providerWith(() => fakePopup() as unknown as Window);
    const result = provider.signIn('google');
    const url = openedUrl();
    expect(url.pathname).toBe(LOCAL_IDP_AUTHORIZE_PATH);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('merchant')).toBe('AUR01');
    const state = url.searchParams.get('state');
    // Messages from elsewhere or for another sign-in are ignored.
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state, idToken: 'evil' }, 'https://evil.example');
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state: 'other', idToken: 'other' });
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state, idToken: 'id-token-1' });
    await expect(result).resolves.toEqual({ provider: 'google', idToken: 'id-token-1' });
  });

  it('rejects with popup-blocked when the browser blocks the popup', async () => {
    const provider = providerWith(() => null);
    await expect(provider.signIn('facebook')).rejects.toMatchObject({ code: 'popup-blocked' });
  });

  it('rejects with popup-closed when the player closes the popup without choosing', async () => {
    const popup = fakePopup();
    const provider = providerWith(() => popup as unknown as Window);
    const result = provider.signIn('telegram');
    const caught = result.catch((error: unknown) => error);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1000);
    const error = await caught;
    expect(error).toBeInstanceOf(IdentityProviderError);
    expect((error as IdentityProviderError).code).toBe('popup-closed');
  });

  it('still takes an answer posted just before the popup closed itself', async () => {
    const popup = fakePopup();
    const provider = providerWith(() => popup as unknown as Window);
    const result = provider.signIn('google');
    const state = openedUrl().searchParams.get('state');
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(300);
    post({ type: LOCAL_IDP_MESSAGE_TYPE, state, idToken: 'late' });
    await expect(result).resolves.toEqual({ provider: 'google', idToken: 'late' });
  });

  it('maps an error the page reports to the adapter-independent code', async () => {
    const provider = providerWith(() => fakePopup() as unknown as Window);
    const result = provider.signIn('google');
    post({
      type: LOCAL_IDP_MESSAGE_TYPE,
      state: openedUrl().searchParams.get('state'),
      error: 'auth/operation-not-allowed',
    });
    await expect(result).rejects.toMatchObject({ code: 'operation-not-allowed' });
  });
});
