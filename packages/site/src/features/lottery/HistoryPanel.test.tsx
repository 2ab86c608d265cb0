import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { HistoryPanel } from './HistoryPanel';
import { LOTT_1M, VN_HCM, VN_MB, lotteryRoutes, menuOf } from './lotteryPlatform.test-helper';

const member = { token: 'tok', username: 'player1', isAgent: 0 };

describe('history panel', () => {
  it('lists a Vietnamese game’s results with prize tiers DB and G1 to G8, and filters by weekday', async () => {
    const { user, calls } = await renderWithProviders(
      <HistoryPanel game={menuOf(VN_HCM, Date.now())} />,
      { routes: lotteryRoutes() },
    );
    const list = await screen.findByRole('list', { name: 'Results of TP. Hồ Chí Minh' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    const tiers = within(first)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(tiers).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    expect(within(first).getByTitle('Special prize')).toHaveTextContent('DB');
    const request = calls.find((call) => call.path === '/lgw/vn/numeros/opened/game');
    expect(request?.query.get('count')).toBe('100');
    expect(request?.query.get('gameCode')).toBe('VN_HCM');
    expect(request?.query.get('dayOfWeek')).toBeNull();

    const weekday = screen.getByRole('combobox', { name: 'Draw day' });
    expect(
      within(weekday)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await user.selectOptions(weekday, 'Sunday');
    await waitFor(() => expect(calls.at(-1)?.query.get('dayOfWeek')).toBe('1'));
    const sundays = await screen.findAllByText(/^Sunday ·/);
    expect(sundays.length).toBeGreaterThan(0);
    expect(screen.queryByText(/^Monday ·/)).not.toBeInTheDocument();
  });

  it('shows a single result group without prize tiers', async () => {
    await renderWithProviders(<HistoryPanel game={menuOf(LOTT_1M, Date.now())} />, {
      session: member,
      routes: lotteryRoutes(),
    });
    const list = await screen.findByRole('list', { name: 'Results of Lucky 5 Balls 1 phút' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).queryByRole('term')).not.toBeInTheDocument();
    expect(within(first).getByLabelText(/^Winning numbers: \d \d \d \d \d$/)).toBeInTheDocument();
  });

  it('asks a guest to log in for the results of a lotto gateway game', async () => {
    const { user, store, calls } = await renderWithProviders(
      <HistoryPanel game={menuOf(LOTT_1M, Date.now())} />,
      { routes: lotteryRoutes() },
    );
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(store.getState().ui.modal).toEqual({ name: 'login' });
    expect(calls.some((call) => call.path === '/lotto/lgw/games/opened/numero')).toBe(false);
  });

  it('names each province’s result in the latest results', async () => {
    await renderWithProviders(
      <HistoryPanel
        names={
          new Map([
            ['VN_MB', 'Hà Nội'],
            ['VN_HCM', 'TP. Hồ Chí Minh'],
          ])
        }
      />,
      { routes: lotteryRoutes({ games: [VN_MB, VN_HCM] }) },
    );
    await screen.findByRole('list', { name: 'Latest results' });
    expect(screen.getAllByText(/^TP\. Hồ Chí Minh · draw \d+$/).length).toBeGreaterThan(0);
  });
});
