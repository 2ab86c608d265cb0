import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronDownIcon } from '../Icon/icons';

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
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLElement | null)[]>([]);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);
  useEffect(
    () => () => {
      if (hoverTimer.current) clearTimeout(hoverTimer.current);
    },
    [],
  );

  const focusItem = (index: number) => {
    const count = items.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(items.length - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = itemRefs.current.findIndex((node) => node === document.activeElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(items.length - 1);
    else if (event.key === 'Escape' || event.key === 'Tab') {
      setOpen(false);
      if (event.key === 'Escape') triggerRef.current?.focus();
      return;
    } else return;
    event.preventDefault();
  };

  const hover = (next: boolean) => {
    if (!openOnHover) return;
    if (hoverTimer.current) clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), next ? 80 : 200);
  };

  return (
    <Root ref={root} onMouseEnter={() => hover(true)} onMouseLeave={() => hover(false)}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        onClick={() => setOpen((o) => !o)}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
        <ChevronDownIcon size={14} />
      </Trigger>
      {open ? (
        <Menu id={menuId} role="menu" $align={align} onKeyDown={onMenuKeyDown}>
          {items.map((item, i) => {
            const common = {
              role: 'menuitem',
              tabIndex: -1,
              ref: (node: HTMLElement | null) => {
                itemRefs.current[i] = node;
              },
            };
            return (
              <li key={item.id} role="none">
                {item.href ? (
                  <a
                    {...common}
                    href={item.href}
                    target={item.external ? '_blank' : undefined}
                    rel={item.external ? 'noopener noreferrer' : undefined}
                    onClick={() => {
                      item.onSelect?.();
                      setOpen(false);
                    }}
                  >
                    {item.label}
                  </a>
                ) : (
                  <button
                    {...common}
                    type="button"
                    onClick={() => {
                      setOpen(false);
                      triggerRef.current?.focus();
                      item.onSelect?.();
                    }}
                  >
                    {item.label}
                  </button>
                )}
              </li>
            );
          })}
        </Menu>
      ) : null}
    </Root>
  );
}
