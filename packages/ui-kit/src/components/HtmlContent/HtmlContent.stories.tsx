import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { HtmlContent } from './HtmlContent';

const meta = {
  title: 'Content/HtmlContent',
  component: HtmlContent,
  args: {
    html: '<h3>Weekend deposit bonus</h3><p>Deposit at least <strong>100</strong> and get <em>10%</em> extra.</p><ul><li>Valid Saturday and Sunday</li><li>Rollover 5x</li></ul><p><a href="https://promo.example/terms">Read the terms</a></p>',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof HtmlContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notice: Story = {};
export const HostileMarkupIsCleaned: Story = {
  args: {
    html: '<p onclick="alert(1)">Hello</p><script>alert(2)</script><img src="x" onerror="alert(3)" alt="banner"><a href="javascript:alert(4)">bad link</a> <a href="https://ok.example">good link</a>',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onclick],[onerror]')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'good link' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  },
};
