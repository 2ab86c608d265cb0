import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, BUTTON_SIZES, BUTTON_VARIANTS } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Log in', variant: 'primary', size: 'md', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: BUTTON_VARIANTS },
    size: { control: 'inline-radio', options: BUTTON_SIZES },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Log in' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Register' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Forgot password?' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Sign out' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {BUTTON_SIZES.map((size) => (
        <Button key={size} {...args} size={size}>
          Play now ({size})
        </Button>
      ))}
    </div>
  ),
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
      {BUTTON_VARIANTS.map((variant) => (
        <Button key={`${variant}-disabled`} {...args} variant={variant} disabled>
          {variant} disabled
        </Button>
      ))}
    </div>
  ),
};

export const Loading: Story = {
  args: { loading: true, children: 'Logging in' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true, children: 'Deposit' } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Register' } };
