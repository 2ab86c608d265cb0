// The icons of the menu's shell (Home, collapse / expand): the first page load carries only these;
// the rest (menuIcons.tsx) load with the menu's body.

/**
 * The side menu's decorative 24x24 icons (`currentColor`, so they follow the item's text colour). The
 * entry's text or accessible name always says what it is; the icon only helps the eye, and carries the
 * menu in mini form where the name becomes the tooltip.
 */
export function LineIcon({ paths, size = 22 }: { paths: readonly string[]; size?: number }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

export const SHELL_ICON_PATHS = {
  home: ['M3 11l9-8 9 8', 'M5 9.5V20h14V9.5', 'M10 20v-6h4v6'],
  collapse: ['M15 6l-6 6 6 6'],
  expand: ['M9 6l6 6-6 6'],
} as const;

export function ShellIcon({ name, size }: { name: keyof typeof SHELL_ICON_PATHS; size?: number }) {
  return <LineIcon paths={SHELL_ICON_PATHS[name]} size={size} />;
}
