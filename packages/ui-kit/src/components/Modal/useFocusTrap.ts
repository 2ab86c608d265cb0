import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open layers, innermost last: only the top one reacts to Escape and Tab. */
const layerStack: symbol[] = [];

export interface FocusTrapOptions {
  active: boolean;
  onEscape?: () => void;
  /** Element to focus first; otherwise the first focusable, otherwise the container itself. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Put focus back where it was when the trap ends (default true). */
  restoreFocus?: boolean;
}

/** Keeps Tab / Shift+Tab inside `containerRef`, closes on Escape and returns focus on release. */
export function useFocusTrap(
  containerRef: RefObject<HTMLElement | null>,
  { active, onEscape, initialFocus, restoreFocus = true }: FocusTrapOptions,
) {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  });

  // Set up before the browser paints: a modal on screen already answers Escape and Tab (as an effect
  // after the paint, a press in the frame between was lost: ci46's chunk load-error dialog stayed open).
  useLayoutEffect(() => {
    if (!active) return undefined;
    const container = containerRef.current;
    if (!container) return undefined;
    const layer = Symbol('layer');
    layerStack.push(layer);
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;

    const target = initialFocus?.current ?? focusableWithin(container)[0] ?? container;
    target.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (layerStack[layerStack.length - 1] !== layer) return;
      if (event.key === 'Escape' && onEscapeRef.current) {
        event.stopPropagation();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableWithin(container);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        container.focus();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      const index = layerStack.indexOf(layer);
      if (index >= 0) layerStack.splice(index, 1);
      if (restoreFocus && previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // Focus targets are read once when the trap starts; later changes must not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, containerRef]);
}
