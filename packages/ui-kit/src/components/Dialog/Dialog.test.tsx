import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Dialog } from './Dialog';

describe('Dialog', () => {
  it('confirms sign-out with title, text, cancel and ok', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(
      <Dialog
        open
        title="Sign out"
        text="Are you sure you want to sign out?"
        onOk={onOk}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to sign out?');
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('shows only ok for a warning and treats Escape as acknowledging it', async () => {
    const onOk = vi.fn();
    renderWithTheme(
      <Dialog open tone="warning" title="Warning" text="Invalid invitation code" onOk={onOk} />,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('Escape cancels a confirmation', async () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    renderWithTheme(<Dialog open title="Sign out" onOk={onOk} onCancel={onCancel} />);
    await userEvent.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOk).not.toHaveBeenCalled();
  });
});
