import { StrictMode, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { ImageUploader } from './ImageUploader';
import { addImages, IMAGE_MAX_BYTES } from './validateImages';

const png = (name: string, bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('addImages', () => {
  it('keeps png and jpg up to 5 MB, at most 3', () => {
    const jpg = new File(['x'], 'b.jpg', { type: 'image/jpeg' });
    expect(addImages([], [png('a.png'), jpg]).files).toHaveLength(2);
    expect(addImages([], [png('big.png', IMAGE_MAX_BYTES + 1)])).toMatchObject({
      files: [],
      error: 'Each image must be 5MB or smaller',
    });
    expect(addImages([], [png('edge.png', IMAGE_MAX_BYTES)]).files).toHaveLength(1);
    expect(addImages([], [new File(['x'], 'c.gif', { type: 'image/gif' })]).error).toBe(
      'Only png or jpg images can be uploaded',
    );
    const result = addImages([png('1.png'), png('2.png')], [png('3.png'), png('4.png')]);
    expect(result.files.map((f) => f.name)).toEqual(['1.png', '2.png', '3.png']);
    expect(result.error).toBe('You can upload at most 3 images');
  });
});

function Harness() {
  const [files, setFiles] = useState<File[]>([]);
  return <ImageUploader files={files} onChange={setFiles} />;
}

describe('ImageUploader', () => {
  it('adds images, says when the count is exceeded, hides the add tile at 3 and removes', async () => {
    renderWithTheme(<Harness />);
    const input = screen.getByLabelText('Add image');
    await userEvent.upload(input, [png('1.png'), png('2.png'), png('3.png'), png('4.png')]);
    expect(screen.getByRole('alert')).toHaveTextContent('You can upload at most 3 images');
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(3);
    expect(screen.queryByLabelText('Add image')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove image 2' }));
    expect(screen.getAllByRole('button', { name: /Remove image/ })).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an oversized image with the size message', async () => {
    renderWithTheme(<Harness />);
    await userEvent.upload(
      screen.getByLabelText('Add image'),
      png('huge.png', IMAGE_MAX_BYTES + 10),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Each image must be 5MB or smaller');
    expect(screen.queryByRole('button', { name: /Remove image/ })).toBeNull();
  });
});

describe('ImageUploader previews', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** jsdom has no object URLs: count the live ones. */
  function stubObjectUrls() {
    const live = new Set<string>();
    let next = 0;
    vi.stubGlobal(
      'URL',
      Object.assign(class extends URL {}, {
        createObjectURL: () => {
          next += 1;
          live.add(`blob:preview-${next}`);
          return `blob:preview-${next}`;
        },
        revokeObjectURL: (url: string) => live.delete(url),
      }),
    );
    return live;
  }

  it('shows each image from a live object URL, also under StrictMode, and revokes them on removal and unmount', async () => {
    const live = stubObjectUrls();
    const { unmount } = renderWithTheme(
      <StrictMode>
        <Harness />
      </StrictMode>,
    );
    await userEvent.upload(screen.getByLabelText('Add image'), [png('1.png'), png('2.png')]);
    const sources = () => screen.queryAllByRole('img').map((img) => img.getAttribute('src') ?? '');
    // The previews' object URLs are made in an effect after the render: on a loaded machine, later.
    await waitFor(() => expect(sources()).toHaveLength(2));
    for (const src of sources()) expect(live.has(src)).toBe(true);
    expect(live.size).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove image 1' }));
    expect(await screen.findByRole('img', { name: '2.png' })).toBeInTheDocument();
    await waitFor(() => expect(live.size).toBe(1));
    expect(live.has(sources()[0] ?? '')).toBe(true);

    unmount();
    expect(live.size).toBe(0);
  });
});
