import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Remember me' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Remember me' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
};
export const Checked: Story = { args: { defaultChecked: true } };
export const TermsWithLink: Story = {
  args: {
    label: (
      <>
        I agree to the <a href="#terms">terms and conditions</a>
      </>
    ),
  },
};
export const WithError: Story = {
  args: { label: 'I am over 21 years old', error: 'Please confirm you are 21 years old' },
};
export const Disabled: Story = { args: { disabled: true } };
