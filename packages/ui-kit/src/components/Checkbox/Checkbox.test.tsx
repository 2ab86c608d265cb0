import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles by label and announces its error', async () => {
    renderWithTheme(
      <Checkbox label="I am over 21 years old" error="Please confirm you are 21 years old" />,
    );
    const box = screen.getByRole('checkbox', { name: 'I am over 21 years old' });
    await userEvent.click(screen.getByText('I am over 21 years old'));
    expect(box).toBeChecked();
    expect(box).toHaveAccessibleDescription('Please confirm you are 21 years old');
  });
});
