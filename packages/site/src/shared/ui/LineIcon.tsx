/**
 * A decorative 24x24 line icon (`currentColor`, so it follows the text colour) of the given paths: the
 * entry's text or accessible name always says what it is, the icon only helps the eye.
 */
export function LineIcon({
  paths,
  size = 22,
  strokeWidth = 1.8,
}: {
  paths: readonly string[];
  size?: number;
  strokeWidth?: number;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
