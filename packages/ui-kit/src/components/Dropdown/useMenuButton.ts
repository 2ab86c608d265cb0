import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The behaviour of a menu button (WAI-ARIA "menu button" pattern), for any trigger and menu markup:
 * ArrowDown / ArrowUp on the trigger open the menu on its first / last item; in the menu the arrows
 * move (wrapping), Home and End jump, Tab closes; Escape anywhere in it closes and gives the trigger
 * its focus back (and goes no further, so a dialog around it stays open); a press outside closes it.
 * Spread the returned props on the wrapper, the trigger, the menu and each item.
 */
export function useMenuButton(itemCount: number) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const focusItem = (index: number) =>
    items.current[((index % itemCount) + itemCount) % itemCount]?.focus();
  /** Opens the menu with the item at `index` focused (it renders first: a frame later). */
  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  /** Closes the menu; with `returnFocus`, the trigger has the focus again. */
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  return {
    open,
    setOpen,
    openAt,
    close,
    rootProps: {
      ref: root,
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        close(true);
      },
    },
    triggerProps: {
      ref: trigger,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        openAt(event.key === 'ArrowDown' ? 0 : itemCount - 1);
      },
    },
    menuProps: {
      id: menuId,
      role: 'menu',
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        const index = items.current.findIndex((node) => node === document.activeElement);
        if (event.key === 'ArrowDown') focusItem(index + 1);
        else if (event.key === 'ArrowUp') focusItem(index - 1);
        else if (event.key === 'Home') focusItem(0);
        else if (event.key === 'End') focusItem(itemCount - 1);
        else if (event.key === 'Tab') {
          setOpen(false);
          return;
        } else return;
        event.preventDefault();
      },
    },
    /** A menu item's role, its place out of the Tab order, and its slot for the arrow keys. */
    itemProps: (index: number) => ({
      role: 'menuitem',
      tabIndex: -1,
      ref: (node: HTMLElement | null) => {
        items.current[index] = node;
      },
    }),
  };
}
