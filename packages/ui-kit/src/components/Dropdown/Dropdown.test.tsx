import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Dropdown } from './Dropdown';

describe('Dropdown', () => {
  it('opens from the keyboard, moves with arrows, selects and returns focus', async () => {
    const onSignOut = vi.fn();
    renderWithTheme(
      <Dropdown
        trigger="lucky88"
        items={[
          { id: 'centre', label: 'Member centre', onSelect: () => {} },
          { id: 'out', label: 'Sign out', onSelect: onSignOut },
        ]}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'lucky88' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The menu focuses its first item a frame after it opens.
    const first = await screen.findByRole('menuitem', { name: 'Member centre' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape and opens external links safely', async () => {
    renderWithTheme(
      <Dropdown
        trigger="Customer service"
        items={[{ id: 'chat', label: 'Live chat', href: 'https://cs.example', external: true }]}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Customer service' }));
    expect(screen.getByRole('menuitem', { name: 'Live chat' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    screen.getByRole('menuitem', { name: 'Live chat' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the menu button behaviour (useMenuButton)', () => {
  const items = ['One', 'Two', 'Three'].map((label) => ({ id: label, label, onSelect: () => {} }));

  it('opens on the last item with ArrowUp, jumps with Home and End, and closes on Tab', async () => {
    renderWithTheme(<Dropdown trigger="Menu" items={items} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    trigger.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus());
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Three' })).toHaveFocus();
    await userEvent.keyboard('{End}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'One' })).toHaveFocus();
    await userEvent.keyboard('{Tab}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a press outside, and Escape gives the trigger its focus back', async () => {
    renderWithTheme(
      <>
        <Dropdown trigger="Menu" items={items} />
        <p>Elsewhere</p>
      </>,
    );
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await userEvent.click(screen.getByText('Elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();

    await userEvent.click(trigger);
    screen.getByRole('menuitem', { name: 'Two' }).focus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });
});
