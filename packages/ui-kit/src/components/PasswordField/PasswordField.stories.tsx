import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password', placeholder: 'Password', required: true, name: 'password' },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = { args: { defaultValue: 'Secret123' } };
export const ToggleVisibility: Story = {
  args: { defaultValue: 'Secret123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const NewPassword: Story = {
  args: { label: 'New password', placeholder: 'New password', autoComplete: 'new-password' },
};
export const WithError: Story = {
  args: { error: 'Please fill in your password with 6 - 16 characters' },
};
