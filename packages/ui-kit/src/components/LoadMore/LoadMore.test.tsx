import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('collapses rapid clicks into one load 300 ms after the last', async () => {
    const onLoadMore = vi.fn();
    renderWithTheme(<LoadMore hasMore onLoadMore={onLoadMore} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTimeAsync(200));
    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTimeAsync(299));
    expect(onLoadMore).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('stays busy at least 500 ms and ignores clicks meanwhile', async () => {
    const onLoadMore = vi.fn().mockResolvedValue(undefined);
    renderWithTheme(<LoadMore hasMore onLoadMore={onLoadMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await act(async () => vi.advanceTimersByTimeAsync(300));
    const busy = screen.getByRole('button', { name: 'Loading' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(busy);
    await act(async () => vi.advanceTimersByTimeAsync(499));
    expect(screen.getByRole('button', { name: 'Loading' })).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: 'Load more' })).not.toHaveAttribute('aria-busy');
    await act(async () => vi.advanceTimersByTimeAsync(1000));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('says there is no more when the list is complete', () => {
    renderWithTheme(<LoadMore hasMore={false} onLoadMore={() => {}} noMoreText="That is all" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText('That is all')).toBeInTheDocument();
  });
});
