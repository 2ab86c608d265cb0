import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled and puts a star in the placeholder of required fields', () => {
    renderWithTheme(<TextField label="Username" placeholder="Username" required />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input).toHaveAttribute('placeholder', 'Username *');
    expect(input).toBeRequired();
  });

  it('has no star when optional', () => {
    renderWithTheme(<TextField label="QQ" placeholder="QQ" />);
    expect(screen.getByRole('textbox', { name: 'QQ' })).toHaveAttribute('placeholder', 'QQ');
  });

  it('shows the error text and marks the input invalid', () => {
    renderWithTheme(<TextField label="Email" error="Input cannot be empty" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Input cannot be empty');
  });

  it('clears a controlled value through onChange and refocuses the input', async () => {
    const onClear = vi.fn();
    function Controlled() {
      const [value, setValue] = useState('player01');
      return (
        <TextField
          label="Username"
          clearable
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onClear={onClear}
        />
      );
    }
    renderWithTheme(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Clear' })).toBeNull();
  });

  it('shows the clear button for an uncontrolled field only once there is text', async () => {
    renderWithTheme(<TextField label="Search" clearable clearLabel="Clear search" />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'fish');
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('');
  });
});
