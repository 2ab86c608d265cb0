import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronLeftIcon, ChevronRightIcon } from '../Icon/icons';

/** Spec: vendor arrows appear when there are more than 5 vendors. */
export const VENDOR_ARROWS_AFTER = 5;

export interface Vendor {
  code: string;
  name: string;
  iconUrl?: string;
}

export interface VendorTabsProps {
  vendors: readonly Vendor[];
  /** The selected vendor's code; the caller owns it (the rng lobby keeps it in `?page=`). */
  value: string;
  onChange: (code: string) => void;
  /**
   * 'manual' (default): arrow keys move focus, Enter or Space selects, so browsing the tabs does not load a
   * list per key press. 'automatic': moving focus selects.
   */
  activation?: 'manual' | 'automatic';
  /** Id of the element showing the selected vendor's games (see `VendorTabPanel`). */
  panelId?: string;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}

/** Id of a vendor's tab, for the panel's `aria-labelledby`. */
export const vendorTabId = (panelId: string, code: string) => `${panelId}-tab-${code}`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
`;

const Scroller = styled.div`
  position: relative;
  display: flex;
  gap: ${vars.space.sm};
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  flex: 1;
  padding: 2px;

  &::-webkit-scrollbar {
    display: none;
  }
`;

const Chip = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: 14px;
  white-space: nowrap;

  img {
    width: 24px;
    height: 24px;
    object-fit: contain;
  }
  &[aria-selected='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 700;
  }
`;

const Arrow = styled.button`
  flex: none;
  display: inline-flex;
  padding: 8px;
  border: 1px solid ${vars.color.border};
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};

  &:disabled {
    opacity: 0.4;
  }
`;

/**
 * Vendor tabs of a lobby (WAI-ARIA tabs: roving tabindex, Left/Right wrap, Home/End). Previous/next scroll
 * buttons appear with more than five vendors and are disabled at either end.
 */
export function VendorTabs({
  vendors,
  value,
  onChange,
  activation = 'manual',
  panelId,
  label = 'Game vendors',
  previousLabel = 'Previous vendors',
  nextLabel = 'Next vendors',
}: VendorTabsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const [edges, setEdges] = useState({ start: true, end: true });
  const showArrows = vendors.length > VENDOR_ARROWS_AFTER;
  const focusable = vendors.some((v) => v.code === value) ? value : vendors[0]?.code;
  // The tabs' content changes only when the vendors do: a caller that rebuilds the same list on every
  // render (a lobby appending games) must not force a layout read each time.
  const vendorCodes = vendors.map((v) => v.code).join('\n');

  const readEdges = useCallback(() => {
    const node = scroller.current;
    if (!node) return;
    const start = node.scrollLeft <= 1;
    const end = node.scrollLeft + node.clientWidth >= node.scrollWidth - 1;
    setEdges((old) => (old.start === start && old.end === end ? old : { start, end }));
  }, []);

  useLayoutEffect(() => {
    const node = scroller.current;
    if (!node || !showArrows) return undefined;
    readEdges();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(readEdges);
    observer.observe(node);
    return () => observer.disconnect();
  }, [readEdges, showArrows, vendorCodes]);

  // Keep the selected vendor in view when the caller changes it (from the URL, say), without moving the page.
  useEffect(() => {
    const node = scroller.current;
    const tab = value ? refs.current.get(value) : undefined;
    if (!node || !tab) return;
    if (tab.offsetLeft < node.scrollLeft) node.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > node.scrollLeft + node.clientWidth) {
      node.scrollLeft = tab.offsetLeft + tab.offsetWidth - node.clientWidth;
    }
  }, [value]);

  const scrollBy = (direction: 1 | -1) => {
    const node = scroller.current;
    node?.scrollBy?.({ left: direction * node.clientWidth * 0.8, behavior: 'smooth' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = vendors.findIndex((v) => v.code === (event.target as HTMLElement).dataset.code);
    if (current < 0) return;
    const last = vendors.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const next = index === undefined ? undefined : vendors[index];
    if (!next) return;
    event.preventDefault();
    refs.current.get(next.code)?.focus();
    if (activation === 'automatic') onChange(next.code);
  };

  return (
    <Row>
      {showArrows ? (
        <Arrow
          type="button"
          aria-label={previousLabel}
          disabled={edges.start}
          onClick={() => scrollBy(-1)}
        >
          <ChevronLeftIcon size={16} />
        </Arrow>
      ) : null}
      <Scroller
        ref={scroller}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        onScroll={readEdges}
      >
        {vendors.map((vendor) => {
          const selected = vendor.code === value;
          return (
            <Chip
              key={vendor.code}
              ref={(node) => {
                if (node) refs.current.set(vendor.code, node);
                else refs.current.delete(vendor.code);
              }}
              type="button"
              role="tab"
              id={panelId ? vendorTabId(panelId, vendor.code) : undefined}
              aria-controls={panelId}
              aria-selected={selected}
              tabIndex={vendor.code === focusable ? 0 : -1}
              data-code={vendor.code}
              onClick={() => onChange(vendor.code)}
            >
              {vendor.iconUrl ? <img src={vendor.iconUrl} alt="" /> : null}
              {vendor.name}
            </Chip>
          );
        })}
      </Scroller>
      {showArrows ? (
        <Arrow
          type="button"
          aria-label={nextLabel}
          disabled={edges.end}
          onClick={() => scrollBy(1)}
        >
          <ChevronRightIcon size={16} />
        </Arrow>
      ) : null}
    </Row>
  );
}

export interface VendorTabPanelProps {
  /** The same id passed to `VendorTabs` as `panelId`. */
  id: string;
  /** The selected vendor's code. */
  value: string;
  children: ReactNode;
}

/** The area under `VendorTabs` that shows the selected vendor's games, labelled by its tab. */
export function VendorTabPanel({ id, value, children }: VendorTabPanelProps) {
  return (
    <div role="tabpanel" id={id} aria-labelledby={vendorTabId(id, value)}>
      {children}
    </div>
  );
}
