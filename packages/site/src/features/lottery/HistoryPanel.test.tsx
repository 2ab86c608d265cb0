import { screen, waitFor, within } from '@testing-library/react';
import type { Brand } from '@wl/brand-config';
import type { LotteryMenuItem, LotteryMenusResponse } from '@wl/api-client';
import { beforeAll, describe, expect, it } from 'vitest';
import aurora from '../../../../../brands/aurora.json';
import { renderWithProviders } from '../../shared/testing/renderWithProviders.test-helper';
import { createTestPlatform } from '../../shared/testing/testPlatform.test-helper';
import { HistoryPanel } from './HistoryPanel';
import { textsOf } from '../../shared/testing/texts.test-helper';

/** The simulator's menu items of two lotteries aurora sells (its Lott menu). */
let hoChiMinh: LotteryMenuItem;
let lucky5: LotteryMenuItem;
beforeAll(async () => {
  const seed = await createTestPlatform(aurora as Brand);
  const { list } = await seed.get<LotteryMenusResponse>('/lgw/games/game_menus?prizeMode=Lott');
  hoChiMinh = list.find((game) => game.code === 'VN_HCM')!;
  lucky5 = list.find((game) => game.code === 'LOTT_1M')!;
});

describe('history panel', () => {
  it('lists a Vietnamese game’s results with prize tiers DB and G1 to G8, and filters by weekday', async () => {
    const { user, calls } = await renderWithProviders(<HistoryPanel game={hoChiMinh} />);
    const list = await screen.findByRole('list', { name: 'Results of TP. Hồ Chí Minh' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(textsOf(first, 'term')).toEqual(['DB', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8']);
    expect(within(first).getByTitle('Special prize')).toHaveTextContent('DB');
    const request = calls.find((call) => call.path === '/lgw/vn/numeros/opened/game');
    expect(request?.query.get('count')).toBe('100');
    expect(request?.query.get('gameCode')).toBe('VN_HCM');
    expect(request?.query.get('dayOfWeek')).toBeNull();
    // Ho Chi Minh City draws on Mondays and Saturdays (the menu's drawDayOfWeek, 1 = Sunday).
    expect(hoChiMinh.drawDayOfWeek).toBe('2,7');
    expect(screen.getAllByText(/^Monday ·/).length).toBeGreaterThan(0);

    const weekday = screen.getByRole('combobox', { name: 'Draw day' });
    expect(textsOf(weekday, 'option')).toEqual([
      'All',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    await user.selectOptions(weekday, 'Saturday');
    await waitFor(() => expect(calls.at(-1)?.query.get('dayOfWeek')).toBe('7'));
    await waitFor(() => expect(screen.queryByText(/^Monday ·/)).not.toBeInTheDocument());
    expect(screen.getAllByText(/^Saturday ·/).length).toBeGreaterThan(0);
  });

  it('shows a single result group without prize tiers', async () => {
    await renderWithProviders(<HistoryPanel game={lucky5} />, { signedInAs: 'player1' });
    const list = await screen.findByRole('list', { name: 'Results of Lucky 5 Balls 1 phút' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(within(first).queryByRole('term')).not.toBeInTheDocument();
    expect(within(first).getByLabelText(/^Winning numbers: \d \d \d \d \d$/)).toBeInTheDocument();
  });

  it('asks a guest to log in for the results of a lotto gateway game', async () => {
    const { user, store, calls } = await renderWithProviders(<HistoryPanel game={lucky5} />);
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
    );
    await screen.findByRole('list', { name: 'Latest results' });
    expect(screen.getAllByText(/^TP\. Hồ Chí Minh · draw \d+$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Hà Nội · draw \d+$/).length).toBeGreaterThan(0);
  });
});
