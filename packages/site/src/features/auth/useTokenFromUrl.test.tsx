import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { useTokenFromUrl } from './useTokenFromUrl';

function Probe() {
  const taking = useTokenFromUrl();
  return <p>{taking ? 'taking over' : 'idle'}</p>;
}

describe('useTokenFromUrl', () => {
  it('stores a token from the URL, loads member info with it and removes it from the address', async () => {
    const { store, calls, location } = await renderWithProviders(<Probe />, {
      path: '/lottery?gameCode=VN1&token=url-token-1',
      routes: {
        'GET /wps/member/info': {
          id: 3,
          account: 'agent9',
          userName: 'agent9',
          nickname: 'Nine',
          type: 1,
          toUpline: true,
          memberLabel: [],
          clubLabel: { labelName: '', color: '', color2: '', rankLevel: 0 },
        },
      },
    });
    await vi.waitFor(() => expect(location.current).toBe('/lottery?gameCode=VN1'));
    await vi.waitFor(() =>
      expect(store.getState().session).toMatchObject({
        token: 'url-token-1',
        account: 'agent9',
        isAgent: 1,
      }),
    );
    expect(
      calls.find((call) => call.path === '/wps/member/info')?.headers.get('Authorization'),
    ).toBe('Bearer url-token-1');
  });

  it('does nothing without a token', async () => {
    const { store, calls } = await renderWithProviders(<Probe />, { path: '/?page=2' });
    expect(store.getState().session.token).toBeNull();
    expect(calls.some((call) => call.path === '/wps/member/info')).toBe(false);
  });
});
