import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../shared/session/sessionSlice';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { MembersOnly } from './MembersOnly';
import { rewardsRoutes } from './rewardsRoutes';

const page = (
  <MembersOnly>
    <h1>Points Mall</h1>
  </MembersOnly>
);

describe('members-only reward pages', () => {
  it('offers a guest the login and shows the page once the player has logged in', async () => {
    const { store, user, platform } = await renderWithProviders(page, { path: '/pointMall' });
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(screen.getByRole('heading', { name: 'Please log in first' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Points Mall' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });

    const token = await platform.signInAs('vip1');
    act(() => {
      store.dispatch(signedIn({ token, username: 'vip1' }));
    });
    expect(await screen.findByRole('heading', { name: 'Points Mall' })).toBeInTheDocument();
  });

  it('gives a trial player the real-account warning instead of the page', async () => {
    const { store } = await renderWithProviders(page, {
      path: '/pointMall',
      signedInAs: 'trial',
    });
    expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
    expect(screen.getByRole('heading', { name: 'Real account needed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('heading', { name: 'Points Mall' })).not.toBeInTheDocument();
  });

  it('routes the points mall at the spec path with the shop banners', () => {
    expect(rewardsRoutes.map((route) => [route.path, route.handle])).toContainEqual([
      '/pointMall',
      { bannerGroup: 'shop' },
    ]);
  });
});
