import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType, SVGProps } from 'react';
import styled from 'styled-components';
import { expect, within } from 'storybook/test';
import { vars } from '../../theme/cssVars';
import * as icons from './icons';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;
const ICONS = Object.entries(icons) as [string, IconComponent][];

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(132px, 1fr));
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Cell = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.xs};
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  font-size: 12px;
`;

/** Every icon the kit exports, by name, at one size; designers pick from here. */
function IconGallery({ size }: { size: number }) {
  return (
    <Grid aria-label="Icons">
      {ICONS.map(([name, Icon]) => (
        <Cell key={name}>
          <Icon size={size} />
          <code>{name}</code>
        </Cell>
      ))}
    </Grid>
  );
}

const meta = {
  title: 'Foundations/Icons',
  component: IconGallery,
  args: { size: 24 },
  argTypes: { size: { control: { type: 'range', min: 12, max: 48, step: 4 } } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const All: Story = {
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(ICONS.length);
    // Icons are decorative: the control that holds one carries the name, the svg stays hidden.
    for (const svg of canvasElement.querySelectorAll('svg'))
      await expect(svg).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Small: Story = { args: { size: 16 } };
