import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { SideMenu, SideMenuGroup, SideMenuItem, SideMenuToggle } from './SideMenu';

describe('SideMenu', () => {
  it('keeps item names in mini mode through aria-label', () => {
    renderWithTheme(
      <SideMenu mini>
        <SideMenuItem mini label="Home" icon={<svg aria-hidden="true" />} active />
      </SideMenu>,
    );
    const home = screen.getByRole('button', { name: 'Home' });
    expect(home).toHaveAttribute('aria-current', 'page');
    expect(home).not.toHaveTextContent('Home');
  });

  it('expands a category group and toggles open/mini', async () => {
    const onToggle = vi.fn();
    renderWithTheme(
      <>
        <SideMenuToggle mini={false} onToggle={onToggle} />
        <SideMenu>
          <SideMenuGroup label="Slots">
            <SideMenuItem label="All" />
          </SideMenuGroup>
        </SideMenu>
      </>,
    );
    const group = screen.getByRole('button', { name: 'Slots' });
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(group);
    expect(screen.getByRole('button', { name: 'All' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Collapse menu' }));
    expect(onToggle).toHaveBeenCalled();
  });
});
