import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from './Pagination';

function Stateful(props: Omit<PaginationProps, 'onChange' | 'page'> & { initialPage?: number }) {
  const [page, setPage] = useState(props.initialPage ?? 1);
  return <Pagination {...props} page={page} onChange={setPage} />;
}

const meta = {
  title: 'Navigation/Pagination',
  component: Stateful,
  args: { totalPages: 12, initialPage: 1 },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
export const Middle: Story = { args: { initialPage: 6 } };
export const FewPages: Story = { args: { totalPages: 3 } };
