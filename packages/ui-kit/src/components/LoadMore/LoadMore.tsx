import { useEffect, useRef, useState } from 'react';
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
}

const Row = styled.div`
  display: flex;
  justify-content: center;
  padding: ${vars.space.lg} 0;
  color: ${vars.color.textMuted};
  font-size: 14px;
`;

/** "Load more" for lobby lists: rapid clicks collapse into one load; a busy spell blocks repeats. */
export function LoadMore({
  onLoadMore,
  hasMore,
  label = 'Load more',
  loadingLabel = 'Loading',
  noMoreText = 'No more games',
}: LoadMoreProps) {
  const [busy, setBusy] = useState(false);
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

  const onClick = () => {
    if (busy) return;
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      timer.current = null;
      setBusy(true);
      const minimum = new Promise((resolve) => setTimeout(resolve, LOAD_MORE_BUSY_MS));
      const load = Promise.resolve()
        .then(() => latest.current())
        .catch(() => undefined);
      void Promise.all([load, minimum]).then(() => {
        if (mounted.current) setBusy(false);
      });
    }, LOAD_MORE_DEBOUNCE_MS);
  };

  if (!hasMore) return <Row>{noMoreText}</Row>;
  return (
    <Row>
      <Button variant="secondary" onClick={onClick} loading={busy}>
        {busy ? loadingLabel : label}
      </Button>
    </Row>
  );
}
