import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Avatar } from './Avatar';

describe('Avatar', () => {
  it('swaps to the fallback image when the picture fails, then to initials', () => {
    renderWithTheme(<Avatar src="/broken.png" fallbackSrc="/avatar.svg" alt="lucky88" />);
    const img = screen.getByRole('img', { name: 'lucky88' });
    expect(img).toHaveAttribute('src', '/broken.png');
    fireEvent.error(img);
    expect(screen.getByRole('img', { name: 'lucky88' })).toHaveAttribute('src', '/avatar.svg');
    fireEvent.error(screen.getByRole('img', { name: 'lucky88' }));
    expect(screen.getByRole('img', { name: 'lucky88' })).toHaveTextContent('L');
  });
});
