import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleGameImage, sampleGames, sampleImage } from '../../stories/fixtures';
import { GameTile } from '../GameTile/GameTile';
import { Carousel, type CarouselSlide } from './Carousel';

const slides: CarouselSlide[] = [
  {
    id: 1,
    imageUrl: sampleImage('Welcome bonus 100%', 1200, 450, 200),
    alt: 'Welcome bonus 100%',
    linkage: 'promotion',
  },
  {
    id: 2,
    imageUrl: sampleImage('Weekly cashback', 1200, 450, 320),
    alt: 'Weekly cashback',
    href: 'https://example.com/cashback',
  },
  { id: 3, imageUrl: sampleImage('VIP club', 1200, 450, 40), alt: 'VIP club' },
  // A back-office mistake: never rendered as a link.
  {
    id: 4,
    imageUrl: sampleImage('Lucky draw', 1200, 450, 120),
    alt: 'Lucky draw',
    href: 'javascript:alert(1)',
  },
];

const onSelect = fn();

const meta = {
  title: 'Content/Carousel',
  component: Carousel,
  args: { label: 'Promotions', slides, onSelect },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner, link and picture slides; the arrows and dots move, focus pauses the rotation. */
export const Banners: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(
      canvas.getByRole('button', { name: 'Slide 2 of 4', current: true }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'data-autoplay',
      'false',
    );
    const link = within(canvas.getByRole('group', { name: '2 of 4' })).getByRole('link');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};

export const InSiteTarget: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Welcome bonus 100%' }),
    );
    await expect(onSelect).toHaveBeenCalledWith(slides[0]);
  },
};

export const StoppedByThePlayer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Stop automatic slide show' }));
    await expect(
      canvas.getByRole('button', { name: 'Start automatic slide show' }),
    ).toBeInTheDocument();
  },
};

export const SingleBanner: Story = {
  args: { slides: slides.slice(0, 1) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Promotions' })).toHaveAttribute(
      'data-autoplay',
      'false',
    );
  },
};

/** Light mode (every brand's light primary carries its text at AA or better). */
export const Light: Story = { globals: { mode: 'light', brand: 'aurora' } };

const rowGames = sampleGames(15);

/** The home page's RNG row: 15 games several per view and a final 'more' slide, no autoplay. */
export const GameRow: Story = {
  args: { label: 'Slots', slides: undefined },
  render: ({ label }) => (
    <Carousel
      label={label}
      slideSize="clamp(150px, 42%, 190px)"
      gap={12}
      loop={false}
      autoplay={false}
      dots={false}
    >
      {rowGames.map((game) => (
        <GameTile
          key={game.id}
          name={game.name}
          imageUrl={sampleGameImage(game)}
          vendorName={game.vendor}
          supportPlay={game.supportPlay}
          onPlay={() => {}}
          onTrial={() => {}}
        />
      ))}
      <a
        href="#rng"
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          height: '100%',
          minHeight: 200,
        }}
      >
        More slots
      </a>
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(16);
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  },
};
