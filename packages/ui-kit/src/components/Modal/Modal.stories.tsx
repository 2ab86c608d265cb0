import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

function ModalDemo(props: Partial<ModalProps>) {
  const [open, setOpen] = useState(props.open ?? false);
  return (
    <div style={{ padding: 16 }}>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        title="Download app"
        {...props}
        open={open}
        onClose={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Done</Button>}
      >
        <p>Scan the QR code with your phone to install the app.</p>
      </Modal>
    </div>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: ModalDemo,
  args: { size: 'md' },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = { args: { open: true } };
export const Small: Story = { args: { open: true, size: 'sm', title: 'Notice' } };
export const FocusTrapAndEscape: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open modal' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Download app' });
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};
