// The icons of the menu's shell (Home, collapse / expand): the first page load carries only these;
// the rest (menuIcons.tsx) load with the menu's body.
import { LineIcon } from '../../shared/ui/LineIcon';

export const SHELL_ICON_PATHS = {
  home: ['M3 11l9-8 9 8', 'M5 9.5V20h14V9.5', 'M10 20v-6h4v6'],
  collapse: ['M15 6l-6 6 6 6'],
  expand: ['M9 6l6 6-6 6'],
} as const;

export function ShellIcon({ name, size }: { name: keyof typeof SHELL_ICON_PATHS; size?: number }) {
  return <LineIcon paths={SHELL_ICON_PATHS[name]} size={size} />;
}
