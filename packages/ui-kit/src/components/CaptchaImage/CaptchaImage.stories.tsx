import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField/TextField';
import { CaptchaImage } from './CaptchaImage';

/** A small SVG stand-in for the platform's base64 PNG. */
const SAMPLE =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="36"><rect width="100" height="36" fill="#e8ecf2"/><path d="M0 20 Q25 5 50 20 T100 18" stroke="#8a94a6" fill="none"/><text x="14" y="25" font-family="monospace" font-size="20" fill="#243042">7 K 3 9</text></svg>',
  );

const meta = {
  title: 'Forms/CaptchaImage',
  component: CaptchaImage,
  args: { src: SAMPLE, onRefresh: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CaptchaImage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', {
      name: 'Captcha image, click to refresh',
    });
    await userEvent.click(button);
    await userEvent.click(button);
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};
export const Loading: Story = { args: { loading: true, src: '' } };
export const InCaptchaField: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <TextField
        label="Captcha"
        placeholder="Captcha"
        required
        trailing={<CaptchaImage {...args} />}
      />
    </div>
  ),
};
