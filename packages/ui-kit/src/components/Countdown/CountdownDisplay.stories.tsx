import type { Meta, StoryObj } from '@storybook/react-vite';
import { CountdownDisplay } from './CountdownDisplay';

const meta = {
  title: 'Content/CountdownDisplay',
  component: CountdownDisplay,
  args: { text: '01:24:07' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CountdownDisplay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderADay: Story = { args: { highlight: true } };
export const Days: Story = { args: { text: '2d 03h' } };
export const NotOnSale: Story = { args: { text: '-- : -- : --' } };
