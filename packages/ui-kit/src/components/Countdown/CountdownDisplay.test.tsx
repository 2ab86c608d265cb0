import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CountdownDisplay } from './CountdownDisplay';

describe('CountdownDisplay', () => {
  it('renders the given countdown text as a named timer', () => {
    renderWithTheme(<CountdownDisplay text="-- : -- : --" />);
    expect(screen.getByRole('timer', { name: 'Time to draw: -- : -- : --' })).toHaveTextContent(
      '-- : -- : --',
    );
  });
});
