import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { CodeButton } from './CodeButton';

const meta = {
  title: 'Forms/CodeButton',
  component: CodeButton,
  args: { onSend: fn(() => Promise.resolve({ seconds: 60 })) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CodeButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const CountingDown: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByRole('button', { name: /^\d+s$/ })).toBeDisabled();
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const InVerificationField: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TextField
        label="Verification code"
        placeholder="Verification code"
        required
        trailing={<CodeButton {...args} />}
      />
    </div>
  ),
};
