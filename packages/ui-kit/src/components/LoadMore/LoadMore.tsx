import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Button } from '../Button/Button';

/** Spec: load-more is debounced 300 ms and stays busy at least 500 ms. */
export const LOAD_MORE_DEBOUNCE_MS = 300;
export const LOAD_MORE_BUSY_MS = 500;

export interface LoadMoreProps {
  /** Loads the next page; the button stays busy until it settles and at least 500 ms. */
  onLoadMore: () => void | Promise<unknown>;
  hasMore: boolean;
  label?: string;
  loadingLabel?: string;
  noMoreText?: string;
  /** A gate shared with another trigger (GameGrid's end-of-list loading); by default the button has its own. */
  gate?: LoadMoreGate;
}

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.lg} 0;
  color: ${vars.color.textMuted};
  font-size: 14px;
`;

export interface LoadMoreGate {
  /** True from the debounced call until the load settles and at least 500 ms have passed. */
  busy: boolean;
  /** Asks for the next page: calls within 300 ms collapse into one; ignored while busy. */
  request: () => void;
}

/**
 * The spec's load-more rules as a hook, so a button and an end-of-list trigger can share one gate:
 * trailing-edge debounce of 300 ms, then busy until the load settles and at least 500 ms.
 */
export function useLoadMore(onLoadMore: () => void | Promise<unknown>): LoadMoreGate {
  const [busy, setBusy] = useState(false);
  const busyNow = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const mounted = useRef(true);
  const latest = useRef(onLoadMore);
  useEffect(() => {
    latest.current = onLoadMore;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  const request = useCallback(() => {
    if (busyNow.current) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      busyNow.current = true;
      setBusy(true);
      const minimum = new Promise((resolve) => setTimeout(resolve, LOAD_MORE_BUSY_MS));
      const load = Promise.resolve()
        .then(() => latest.current())
        .catch(() => undefined);
      void Promise.all([load, minimum]).then(() => {
        busyNow.current = false;
        if (mounted.current) setBusy(false);
      });
    }, LOAD_MORE_DEBOUNCE_MS);
  }, []);

  return { busy, request };
}

/** "Load more" for lobby lists: rapid clicks collapse into one load; a busy spell blocks repeats. */
export function LoadMore({
  onLoadMore,
  hasMore,
  label = 'Load more',
  loadingLabel = 'Loading',
  noMoreText = 'No more games',
  gate,
}: LoadMoreProps) {
  const own = useLoadMore(onLoadMore);
  const { busy, request } = gate ?? own;

  if (!hasMore) return <Row>{noMoreText}</Row>;
  return (
    <Row>
      <Button variant="secondary" onClick={request} loading={busy}>
        {busy ? loadingLabel : label}
      </Button>
    </Row>
  );
}
