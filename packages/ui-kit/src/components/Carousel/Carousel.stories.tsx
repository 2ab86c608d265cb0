import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleImage } from '../../stories/fixtures';
import { Carousel } from './Carousel';

const slides = [
  { id: 1, imageUrl: sampleImage('Welcome bonus 100%', 1200, 450, 200), alt: 'Welcome bonus 100%', linkage: true },
  { id: 2, imageUrl: sampleImage('Weekly cashback', 1200, 450, 320), alt: 'Weekly cashback' },
  { id: 3, imageUrl: sampleImage('VIP club', 1200, 450, 40), alt: 'VIP club', linkage: true },
];

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: { label: 'Promotions', slides, onSlideClick: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Banners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Slide 2 of 3', current: true })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-autoplay', 'false');
  },
};
export const ClickableBanner: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('img', { name: 'Welcome bonus 100%' }));
    await expect(args.onSlideClick).toHaveBeenCalledWith(slides[0]);
  },
};
export const SingleBanner: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute('data-autoplay', 'false');
  },
};
