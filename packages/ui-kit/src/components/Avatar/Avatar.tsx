import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export interface AvatarProps {
  src?: string | null;
  /** The brand's fallback avatar (`brand.assets.fallbackAvatar`), used when `src` fails to load. */
  fallbackSrc: string;
  /** Accessible name (nickname); empty string for a decorative avatar next to the visible name. */
  alt: string;
  size?: number;
}

const Frame = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  border: 1px solid ${vars.color.border};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/** A round avatar that swaps to the brand's fallback image when the picture fails, then to initials. */
export function Avatar({ src, fallbackSrc, alt, size = 36 }: AvatarProps) {
  const [stage, setStage] = useState<'src' | 'fallback' | 'initials'>(src ? 'src' : 'fallback');
  useEffect(() => setStage(src ? 'src' : 'fallback'), [src]);
  const initials = alt.trim().slice(0, 1).toUpperCase();
  if (stage === 'initials') {
    return (
      <Frame
        $size={size}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
      >
        {initials}
      </Frame>
    );
  }
  return (
    <Frame $size={size}>
      <img
        src={stage === 'src' && src ? src : fallbackSrc}
        alt={alt}
        onError={() => setStage((current) => (current === 'src' ? 'fallback' : 'initials'))}
      />
    </Frame>
  );
}
