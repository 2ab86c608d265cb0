import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect } from 'storybook/test';
import { vars } from '../../theme/cssVars';
import { Spinner } from './Spinner';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  color: ${vars.color.primaryText};
`;

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ring takes the text colour around it; the owner announces the busy state, so it is hidden. */
export const Sizes: Story = {
  render: () => (
    <Row>
      <Spinner $size={12} />
      <Spinner />
      <Spinner $size={24} />
      <Spinner $size={40} />
    </Row>
  ),
  play: async ({ canvasElement }) => {
    const rings = canvasElement.querySelectorAll('span');
    await expect(rings).toHaveLength(4);
    for (const ring of rings) await expect(ring).toHaveAttribute('aria-hidden', 'true');
  },
};
