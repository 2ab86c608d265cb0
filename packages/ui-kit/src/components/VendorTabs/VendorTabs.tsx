import { useRef, type KeyboardEvent } from 'react';
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
  value: string;
  onChange: (code: string) => void;
  label?: string;
  previousLabel?: string;
  nextLabel?: string;
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
`;

const Scroller = styled.div`
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
`;

/** Vendor selector of a lobby; scroll arrows show once there are more than five vendors. */
export function VendorTabs({
  vendors,
  value,
  onChange,
  label = 'Game vendors',
  previousLabel = 'Previous vendors',
  nextLabel = 'Next vendors',
}: VendorTabsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const showArrows = vendors.length > VENDOR_ARROWS_AFTER;
  const scrollBy = (direction: 1 | -1) => {
    const node = scroller.current;
    node?.scrollBy?.({ left: direction * node.clientWidth * 0.8, behavior: 'smooth' });
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = vendors.findIndex((v) => v.code === value);
    let next: Vendor | undefined;
    if (event.key === 'ArrowRight') next = vendors[(index + 1) % vendors.length];
    if (event.key === 'ArrowLeft') next = vendors[(index - 1 + vendors.length) % vendors.length];
    if (!next) return;
    event.preventDefault();
    onChange(next.code);
    const node = refs.current.get(next.code);
    node?.focus();
    node?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  };
  return (
    <Row>
      {showArrows ? (
        <Arrow type="button" aria-label={previousLabel} onClick={() => scrollBy(-1)}>
          <ChevronLeftIcon size={16} />
        </Arrow>
      ) : null}
      <Scroller ref={scroller} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
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
              aria-selected={selected}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(vendor.code)}
            >
              {vendor.iconUrl ? <img src={vendor.iconUrl} alt="" /> : null}
              {vendor.name}
            </Chip>
          );
        })}
      </Scroller>
      {showArrows ? (
        <Arrow type="button" aria-label={nextLabel} onClick={() => scrollBy(1)}>
          <ChevronRightIcon size={16} />
        </Arrow>
      ) : null}
    </Row>
  );
}
