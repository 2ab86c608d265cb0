import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { VendorTabPanel, VendorTabs, type VendorTabsProps } from './VendorTabs';

const vendors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ code: `V${i}`, name: `Vendor ${i}` }));

/** A lobby that owns the selection, as the site does with `?page=`. */
function Lobby(props: Partial<VendorTabsProps> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? 'V0');
  return (
    <>
      <VendorTabs
        vendors={vendors(4)}
        value={value}
        onChange={setValue}
        panelId="lobby"
        {...props}
      />
      <VendorTabPanel id="lobby" value={value}>
        Games of {value}
      </VendorTabPanel>
    </>
  );
}

describe('VendorTabs', () => {
  it('shows previous and next arrows only with more than 5 vendors', () => {
    const { rerender } = renderWithTheme(
      <VendorTabs vendors={vendors(5)} value="V0" onChange={() => {}} />,
    );
    expect(screen.queryByRole('button', { name: 'Next vendors' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Previous vendors' })).toBeNull();
    rerender(<VendorTabs vendors={vendors(6)} value="V0" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next vendors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous vendors' })).toBeInTheDocument();
  });

  it('shows the caller’s selection and reports clicks without selecting on its own', async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithTheme(
      <VendorTabs vendors={vendors(3)} value="V1" onChange={onChange} />,
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Vendor 2' }));
    expect(onChange).toHaveBeenLastCalledWith('V2');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Vendor 1');
    rerender(<VendorTabs vendors={vendors(3)} value="V2" onChange={onChange} />);
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Vendor 2');
  });

  it('is one tab stop: Tab enters on the selected vendor and leaves the list', async () => {
    renderWithTheme(<Lobby initial="V2" />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Vendor 2' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('moves focus with arrows (wrapping), Home and End, and selects with Enter or Space', async () => {
    renderWithTheme(<Lobby />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Vendor 3' })).toHaveFocus();
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Vendor 0');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vendor 0' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Vendor 3' })).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowRight}{Enter}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Vendor 1');
    await userEvent.keyboard('{ArrowRight} ');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Vendor 2');
    expect(screen.getByRole('tabpanel', { name: 'Vendor 2' })).toHaveTextContent('Games of V2');
    expect(screen.getByRole('tab', { name: 'Vendor 2' })).toHaveAttribute('aria-controls', 'lobby');
  });

  it('selects as focus moves with automatic activation', async () => {
    renderWithTheme(<Lobby activation="automatic" />);
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Vendor 1');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tabpanel', { name: 'Vendor 3' })).toBeInTheDocument();
  });
});
