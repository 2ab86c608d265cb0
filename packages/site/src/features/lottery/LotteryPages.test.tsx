import { act, screen, within } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import { useState, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import lotus from '../../../../../brands/lotus.json';
import tiger from '../../../../../brands/tiger.json';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { TEST_PLATFORM_URL } from '../../shared/testing/testPlatform.test-helper';
import {
  ELotteryRoute,
  LotteryCentreRoute,
  LotteryRoute,
  SeaLotteryRoute,
  VnLotteryRoute,
} from './LotteryPages';
import { selectSideMenu } from '../../shared/ui/uiSlice';
import { textsOf } from '../../shared/testing/texts.test-helper';

describe('lottery pages', () => {
  it('/seaLottery says so when the brand does not sell SEA lotteries (aurora)', async () => {
    await renderWithProviders(<SeaLotteryRoute />, {
      path: '/seaLottery?gameCode=SEA_1M',
    });
    expect(
      await screen.findByRole('heading', { name: 'SEA Lottery is not offered on Aurora Play' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the lottery centre' })).toHaveAttribute(
      'href',
      '/lotteryCenter',
    );
    // The window has no site layout: its content is its own main landmark.
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('link', { name: 'Go to the lottery centre' }),
    );
  });

  it('/elott is not offered by a brand without the Elott prize mode', async () => {
    const { calls } = await renderWithProviders(<ELotteryRoute />, {
      brand: tiger as Brand,
      path: '/elott',
    });
    expect(
      await screen.findByRole('heading', { name: 'E-Lottery is not offered on Tiger Bet' }),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/lgw'))).toBe(false);
  });

  it('/lottery shows the chosen game’s countdown, result and play type, and asks a guest to log in to bet', async () => {
    const { user, store, calls } = await renderWithProviders(<LotteryRoute />, {
      path: '/lottery?gameCode=LOTT_1M&playType=FIVE_STAR',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lucky 5 Balls 1 phút' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('timer', { name: /^Betting closes in: / })).toBeInTheDocument();
    expect(screen.getByText('FIVE_STAR')).toBeInTheDocument();
    const area = screen.getByRole('region', { name: 'Betting area: Lucky 5 Balls 1 phút' });
    await user.click(within(area).getByRole('button', { name: 'Log in' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(calls.some((call) => call.path === '/wps/game/v2/launchGame')).toBe(false);
  });

  it('/lottery frames the vendor’s betting area for a member', async () => {
    const { calls, platform } = await renderWithProviders(<LotteryRoute />, {
      signedInAs: 'player1',
      path: '/lottery?gameCode=LOTT_1M&playType=FIVE_STAR',
    });
    // The simulator's launch answer: its game page for LOTT_1M (lobby game 49), for player1.
    const frame = await screen.findByTitle('Betting area: Lucky 5 Balls 1 phút');
    expect(frame).toHaveAttribute(
      'src',
      `${TEST_PLATFORM_URL}/sim-game/49?player=player1&merchant=AUR01&mode=real&lang=EN`,
    );
    const launch = calls.find((call) => call.path === '/wps/game/v2/launchGame');
    expect(launch?.body).toMatchObject({
      gameId: 49,
      vassalage: 'LOTT',
      username: 'player1',
      token: platform.token,
    });
    expect(
      await screen.findByRole('list', { name: 'Results of Lucky 5 Balls 1 phút' }),
    ).toBeInTheDocument();
  });

  it('/lottery tells a trial player a real account is needed', async () => {
    const { user, store } = await renderWithProviders(<LotteryRoute />, {
      signedInAs: 'trial',
      path: '/lottery?gameCode=LOTT_1M',
    });
    expect(
      await screen.findByRole('heading', { name: 'A real account is needed' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Why?' }));
    expect(store.getState().ui.modal).toEqual({ name: 'realAccountRequired' });
  });

  it('/lottery offers its own games when the code is another page’s', async () => {
    await renderWithProviders(<LotteryRoute />, {
      path: '/lottery?gameCode=VN_MB',
    });
    expect(
      await screen.findByRole('heading', { name: 'This lottery is not available' }),
    ).toBeInTheDocument();
    const choices = screen.getByRole('list', { name: 'Choose a lottery' });
    expect(textsOf(choices, 'heading')).toEqual([
      // aurora's /lottery games in the simulator's menus: Keno and e-lottery, then Lott's own.
      'Keno 1 phút',
      'Keno 3 phút',
      'Keno 5 phút',
      'Lucky 8 Digits',
      'Lucky 5 Balls',
      'Lucky 5 Balls 10 phút',
      'Lucky 5 Balls 1 phút',
    ]);
  });

  it('/vnLottery lists the Vietnamese games by tag, puts the side menu in mini form and gives it back', async () => {
    const { store, user, unmount } = await renderPage(<VnLotteryRoute />, '/vnLottery');
    expect(selectSideMenu(store.getState())).toBe('mini');
    // the player's own choice is kept (a reload elsewhere shows it)
    expect(store.getState().ui.sideMenu).toBe('open');
    const chooser = await screen.findByRole('navigation', { name: 'Vietnamese lotteries' });
    expect(within(chooser).getByRole('list', { name: 'Siêu tốc' })).toBeInTheDocument();
    await user.click(within(chooser).getByRole('link', { name: 'Siêu tốc 1 phút' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Siêu tốc 1 phút' }),
    ).toBeInTheDocument();
    expect(within(chooser).getByRole('link', { name: 'Siêu tốc 1 phút' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    unmount();
    expect(selectSideMenu(store.getState())).toBe('open');
  });

  it('/lotteryCenter shows the lobby of every lottery the brand sells and the latest results', async () => {
    const { user } = await renderWithProviders(<LotteryCentreRoute />, {
      brand: lotus as Brand,
      signedInAs: 'player1',
      path: '/lotteryCenter',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lottery Centre' }),
    ).toBeInTheDocument();
    const category = await screen.findByRole('combobox', { name: 'Category' });
    await user.selectOptions(category, 'SEA');
    const grid = await screen.findByRole('list', { name: 'SEA' });
    expect(
      within(grid)
        .getAllByRole('article')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Thai Lottery', 'Lao Lottery', 'Malaysia 4D', 'SEA Quick 1 Minute']);
    expect(await screen.findByRole('list', { name: 'Latest results' })).toBeInTheDocument();
  });
});

/** Renders a page the test can leave again (to see what it gives back). */
async function renderPage(page: ReactElement, path: string) {
  const leave = { current: () => undefined as void };
  function Leavable() {
    const [shown, setShown] = useState(true);
    leave.current = () => setShown(false);
    return shown ? page : null;
  }
  const rendered = await renderWithProviders(<Leavable />, {
    brand: lotus as Brand,
    signedInAs: 'player1',
    path,
  });
  return { ...rendered, unmount: () => act(() => leave.current()) };
}
