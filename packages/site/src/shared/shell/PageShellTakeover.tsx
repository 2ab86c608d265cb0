import { usePageShellTakeover } from './pageShell';

/** Renders nothing; where it mounts, the page shell of index.html gives way (see `pageShell.ts`). */
export function PageShellTakeover() {
  usePageShellTakeover();
  return null;
}
