import type { SVGProps } from 'react';

/** Decorative 24x24 line icons; they take `currentColor`, so they follow the text token around them. */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };

function makeIcon(displayName: string, paths: string[], filled = false) {
  function Icon({ size = 20, ...rest }: IconProps) {
    return (
      <svg
        aria-hidden="true"
        focusable="false"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill={filled ? 'currentColor' : 'none'}
        stroke={filled ? 'none' : 'currentColor'}
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...rest}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}

export const EyeIcon = makeIcon('EyeIcon', [
  'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z',
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
]);
export const EyeOffIcon = makeIcon('EyeOffIcon', [
  'M3 3l18 18',
  'M10.6 5.1A10.9 10.9 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-3.2 4.1',
  'M6.6 6.6C3.9 8.4 2 12 2 12s3.6 7 10 7a10 10 0 0 0 5.4-1.6',
  'M9.9 9.9a3 3 0 0 0 4.2 4.2',
]);
export const CloseIcon = makeIcon('CloseIcon', ['M6 6l12 12', 'M18 6L6 18']);
export const RefreshIcon = makeIcon('RefreshIcon', ['M21 12a9 9 0 1 1-2.6-6.4', 'M21 3v6h-6']);
export const ChevronLeftIcon = makeIcon('ChevronLeftIcon', ['M15 18l-6-6 6-6']);
export const ChevronRightIcon = makeIcon('ChevronRightIcon', ['M9 18l6-6-6-6']);
export const ChevronDownIcon = makeIcon('ChevronDownIcon', ['M6 9l6 6 6-6']);
export const CheckIcon = makeIcon('CheckIcon', ['M5 12l5 5 9-10']);
export const WarningIcon = makeIcon('WarningIcon', [
  'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  'M12 9v4',
  'M12 17h.01',
]);
export const InfoIcon = makeIcon('InfoIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'M12 16v-4',
  'M12 8h.01',
]);
export const HeartIcon = makeIcon('HeartIcon', [
  'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z',
]);
export const HeartFilledIcon = makeIcon(
  'HeartFilledIcon',
  [
    'M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8Z',
  ],
  true,
);
export const UploadIcon = makeIcon('UploadIcon', ['M12 16V4', 'M7 9l5-5 5 5', 'M4 20h16']);
export const PlayIcon = makeIcon('PlayIcon', ['M7 4v16l13-8Z'], true);
export const MenuIcon = makeIcon('MenuIcon', ['M4 6h16', 'M4 12h16', 'M4 18h16']);
export const ImageIcon = makeIcon('ImageIcon', [
  'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z',
  'M8.5 10a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3Z',
  'M21 15l-5-5L5 21',
]);
export const InboxIcon = makeIcon('InboxIcon', [
  'M22 12h-6l-2 3h-4l-2-3H2',
  'M5.5 5.1 2 12v6a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-6l-3.5-6.9A2 2 0 0 0 16.8 4H7.2a2 2 0 0 0-1.7 1.1Z',
]);
export const AlertCircleIcon = makeIcon('AlertCircleIcon', [
  'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20Z',
  'M12 8v4',
  'M12 16h.01',
]);
export const SliderArrowsIcon = makeIcon('SliderArrowsIcon', ['M13 6l6 6-6 6', 'M5 6l6 6-6 6']);
export const SearchIcon = makeIcon('SearchIcon', [
  'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14Z',
  'M20 20l-4.2-4.2',
]);
