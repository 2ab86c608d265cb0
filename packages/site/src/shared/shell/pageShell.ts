import { useLayoutEffect } from 'react';

/**
 * The page shell: the header, side menu and loading page the build renders into each brand's
 * `index.html` (`app/shell/renderShell.tsx`), shown before any script runs. The app renders into
 * `#root`, which the shell's style hides while the shell is there, and takes the shell away in the
 * same commit that puts its first real screen on the page.
 */
export const PAGE_SHELL_ID = 'wl-shell';
/** The shell's own `<style>` (its styled-components rules); it goes with the shell. */
export const PAGE_SHELL_STYLE_ID = 'wl-shell-style';

/** Removes the shell and its styles (nothing happens where there is none: dev server, tests). */
export function takeOverPageShell(doc: Document | undefined = globalThis.document): void {
  if (!doc) return;
  doc.getElementById(PAGE_SHELL_ID)?.remove();
  doc.getElementById(PAGE_SHELL_STYLE_ID)?.remove();
}

/**
 * For a component that is the site's first real screen (the router's root, the status pages, the
 * site's failure): the shell goes before the browser paints this commit, so nothing flashes between.
 * `ready` false waits (a redirect that shows nothing yet).
 */
export function usePageShellTakeover(ready = true): void {
  useLayoutEffect(() => {
    if (ready) takeOverPageShell();
  }, [ready]);
}
