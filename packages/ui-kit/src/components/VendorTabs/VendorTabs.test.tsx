import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { VendorTabs } from './VendorTabs';

const vendors = (n: number) => Array.from({ length: n }, (_, i) => ({ code: `V${i}`, name: `Vendor ${i}` }));

describe('VendorTabs', () => {
  it('shows arrows only with more than 5 vendors', () => {
    const { rerender } = renderWithTheme(<VendorTabs vendors={vendors(5)} value="V0" onChange={() => {}} />);
    expect(screen.queryByRole('button', { name: 'Next vendors' })).toBeNull();
    rerender(<VendorTabs vendors={vendors(6)} value="V0" onChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next vendors' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous vendors' })).toBeInTheDocument();
  });

  it('selects by click and arrow keys', async () => {
    const onChange = vi.fn();
    renderWithTheme(<VendorTabs vendors={vendors(3)} value="V1" onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Vendor 2' }));
    expect(onChange).toHaveBeenLastCalledWith('V2');
    screen.getByRole('tab', { name: 'Vendor 1' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('V0');
  });
});
