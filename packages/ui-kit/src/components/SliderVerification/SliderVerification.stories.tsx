import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SliderVerification } from './SliderVerification';

const meta = {
  title: 'Forms/SliderVerification',
  component: SliderVerification,
  args: { onComplete: fn() },
  parameters: { layout: 'padded' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof SliderVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const CompletedByKeyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const slider = within(canvasElement).getByRole('slider', { name: 'Slide to verify' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}{End}');
    await expect(args.onComplete).toHaveBeenCalledWith(
      expect.objectContaining({ verified: true, method: 'keyboard' }),
    );
    await expect(slider).toHaveAttribute('aria-valuetext', 'Verified');
  },
};
