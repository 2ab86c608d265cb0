import { useMemo } from 'react';
import { encode } from 'uqr';
import { vars } from '../../theme/cssVars';

/** The spec's QR size. */
export const QR_SIZE = 100;

export interface QRCodeProps {
  /** What the code encodes (download link). */
  value: string;
  /** Accessible name, e.g. "Android download QR code". */
  label: string;
  size?: number;
}

/** Builds one SVG path with a 1x1 square per dark module. */
export function qrPath(value: string): { path: string; modules: number } {
  const { data, size } = encode(value, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { path, modules: size };
}

/** A QR code rendered as SVG (pure JS encoder, no canvas), dark on light in every theme. */
export function QRCode({ value, label, size = QR_SIZE }: QRCodeProps) {
  const { path, modules } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      style={{ background: vars.color.qrBackground, borderRadius: 4 }}
    >
      <rect width={modules} height={modules} fill={vars.color.qrBackground} />
      <path d={path} fill={vars.color.qrForeground} />
    </svg>
  );
}
