import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Ticker } from './Ticker';

const notices = [
  { id: 1, text: 'Maintenance on Sunday 02:00-04:00' },
  { id: 2, text: 'New slots are live' },
];

describe('Ticker', () => {
  it('reads each notice once: the looping copy is hidden from assistive tech and the tab order', () => {
    renderWithTheme(<Ticker items={notices} onSelect={() => {}} />);
    const region = screen.getByRole('region', { name: 'Notices' });
    const buttons = within(region).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(
      notices.map((notice) => notice.text),
    );
    // The seamless loop renders every notice twice; only the first copy is reachable.
    expect(region.querySelectorAll('button')).toHaveLength(notices.length * 2);
    expect(region.querySelectorAll('button[tabindex="-1"]')).toHaveLength(notices.length);
  });

  it('opens the notice the player picks', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Ticker items={notices} label="Announcements" onSelect={onSelect} />);
    await userEvent.click(screen.getByRole('button', { name: 'New slots are live' }));
    expect(onSelect).toHaveBeenCalledWith(notices[1]);
  });

  it('is read-only without a handler, and absent without notices', () => {
    const { rerender, container } = renderWithTheme(<Ticker items={notices} />);
    for (const button of screen.getAllByRole('button')) expect(button).toBeDisabled();
    rerender(<Ticker items={[]} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });
});
