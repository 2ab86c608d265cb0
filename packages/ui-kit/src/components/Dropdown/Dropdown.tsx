import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronDownIcon } from '../Icon/icons';
import { useMenuButton } from './useMenuButton';

export interface DropdownItem {
  id: string;
  label: ReactNode;
  /** Plain-text name when `label` is not a string. */
  textValue?: string;
  onSelect?: () => void;
  href?: string;
  /** Opens in a new tab with rel=noopener (customer service, downloads). */
  external?: boolean;
}

export interface DropdownProps {
  /** The trigger's content (nickname + avatar, a language name...). */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text. */
  triggerLabel?: string;
  items: readonly DropdownItem[];
  /** Opens on hover too (side-menu hover lists); click and keyboard always work. */
  openOnHover?: boolean;
  align?: 'start' | 'end';
}

const Root = styled.div`
  position: relative;
  display: inline-block;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 36px;
  padding: 0 ${vars.space.sm};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};

  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: 100%;
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  min-width: 180px;
  margin: ${vars.space.xs} 0 0;
  padding: ${vars.space.xs};
  list-style: none;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation.medium};

  a,
  button {
    display: flex;
    width: 100%;
    align-items: center;
    gap: ${vars.space.sm};
    min-height: 36px;
    padding: 0 ${vars.space.md};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font-size: 14px;
    text-align: left;
    text-decoration: none;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${vars.color.surface};
  }
`;

/** A menu button / hover list: click, hover (optional), arrows, Escape returns focus to the trigger. */
export function Dropdown({
  trigger,
  triggerLabel,
  items,
  openOnHover = false,
  align = 'start',
}: DropdownProps) {
  const menu = useMenuButton(items.length);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
    },
    [],
  );

  const hover = (next: boolean) => {
    if (!openOnHover) return;
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => menu.setOpen(next), next ? 80 : 200);
  };

  return (
    <Root {...menu.rootProps} onMouseEnter={() => hover(true)} onMouseLeave={() => hover(false)}>
      <Trigger
        {...menu.triggerProps}
        aria-label={triggerLabel}
        onClick={() => menu.setOpen((open) => !open)}
      >
        {trigger}
        <ChevronDownIcon size={14} />
      </Trigger>
      {menu.open ? (
        <Menu {...menu.menuProps} $align={align}>
          {items.map((item, i) => (
            <li key={item.id} role="none">
              {item.href ? (
                <a
                  {...menu.itemProps(i)}
                  href={item.href}
                  target={item.external ? '_blank' : undefined}
                  rel={item.external ? 'noopener noreferrer' : undefined}
                  onClick={() => {
                    item.onSelect?.();
                    menu.close(false);
                  }}
                >
                  {item.label}
                </a>
              ) : (
                <button
                  {...menu.itemProps(i)}
                  type="button"
                  onClick={() => {
                    menu.close(true);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          ))}
        </Menu>
      ) : null}
    </Root>
  );
}
