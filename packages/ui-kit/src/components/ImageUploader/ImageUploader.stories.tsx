import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ImageUploader } from './ImageUploader';

const png = (name: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

/** A real 1x1 PNG so the previews of the "Full" story render. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const pixelPng = (name: string) =>
  new File([Uint8Array.from(atob(PIXEL), (c) => c.charCodeAt(0))], name, { type: 'image/png' });

function Stateful({ initial = 0 }: { initial?: number }) {
  const [files, setFiles] = useState<File[]>(() =>
    Array.from({ length: initial }, (_, i) => pixelPng(`proof-${i + 1}.png`)),
  );
  return <ImageUploader files={files} onChange={setFiles} label="Proof of payment" />;
}

const meta = {
  title: 'Forms/ImageUploader',
  component: Stateful,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const CountLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add image'), [
      png('1.png'),
      png('2.png'),
      png('3.png'),
      png('4.png'),
    ]);
    await expect(canvas.getByRole('alert')).toHaveTextContent('You can upload at most 3 images');
  },
};
export const SizeLimit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText('Add image'), png('big.png', 5 * 1024 * 1024 + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Each image must be 5MB or smaller');
  },
};
export const Full: Story = { args: { initial: 3 } };
