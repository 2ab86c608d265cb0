import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: 'Username', name: 'username', autoComplete: 'username' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Username' })).toHaveAttribute(
      'placeholder',
      'Username *',
    );
  },
};
export const WithError: Story = {
  args: {
    required: true,
    defaultValue: 'ab',
    error: 'Please fill in your username with 4 - 16 characters',
  },
};
export const WithHint: Story = { args: { hint: 'Letters and digits, starting with a letter' } };
export const Clearable: Story = {
  args: { clearable: true, defaultValue: 'player01' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('');
  },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'player01' } };
export const HiddenLabel: Story = {
  args: { hideLabel: true, label: 'Search games', placeholder: 'Search games' },
};
