import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Tabs } from './Tabs';

const items = [
  { id: 'username', label: 'Username', content: 'username form' },
  { id: 'sms', label: 'SMS code', content: 'sms form' },
  { id: 'disabled', label: 'Later', content: 'x', disabled: true },
];

describe('Tabs', () => {
  it('uses a roving tabindex and moves with the arrow keys', async () => {
    const onChange = vi.fn();
    renderWithTheme(<Tabs label="Login method" items={items} onChange={onChange} />);
    const first = screen.getByRole('tab', { name: 'Username' });
    const second = screen.getByRole('tab', { name: 'SMS code' });
    expect(first).toHaveAttribute('tabindex', '0');
    expect(second).toHaveAttribute('tabindex', '-1');
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'SMS code' })).toHaveTextContent('sms form');
    await userEvent.keyboard('{ArrowRight}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(second).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('sms');
  });
});
