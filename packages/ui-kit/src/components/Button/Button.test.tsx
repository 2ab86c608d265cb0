import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from './Button';

describe('Button', () => {
  it('is a named button that reports clicks', async () => {
    const onClick = vi.fn();
    renderWithTheme(<Button onClick={onClick}>Log in</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('ignores clicks and announces busy while loading', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button loading onClick={onClick}>
        Register
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('cannot be clicked when disabled', async () => {
    const onClick = vi.fn();
    renderWithTheme(
      <Button disabled onClick={onClick}>
        Deposit
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps styling props off the DOM', () => {
    renderWithTheme(
      <Button variant="danger" size="lg" fullWidth>
        Sign out
      </Button>,
    );
    const button = screen.getByRole('button');
    expect(button).not.toHaveAttribute('variant');
    expect(button).not.toHaveAttribute('size');
  });
});
