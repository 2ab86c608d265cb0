import type { Store } from '@reduxjs/toolkit';
import type { RootState } from '../../shared/store/makeStore';
import { modalOpened } from '../../shared/ui/uiSlice';
import { SEARCH_MODAL } from './searchModal';

/** Where `/` is a character the player types, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select') !== null)
  );
}

/** `/` (outside a text field) or Ctrl+K / Cmd+K (anywhere) opens the command palette on any page. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.altKey) return false;
  if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'k')
    return true;
  return event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target);
}

/**
 * Listens for the palette's shortcuts on every page (from `mountSite`, before any screen); returns
 * the way to stop. A modal or an alert that is open keeps the keys: the palette never replaces what
 * the player is answering.
 */
export function listenForSearchShortcuts(store: Store<RootState>, doc: Document = document) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (!isSearchShortcut(event)) return;
    const { modal, alert } = store.getState().ui;
    if (modal !== null || alert !== null) return;
    event.preventDefault();
    store.dispatch(modalOpened(SEARCH_MODAL));
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
