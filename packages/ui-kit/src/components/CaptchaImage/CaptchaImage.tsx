import styled from 'styled-components';
import { useThrottledCallback } from '../../hooks/useThrottledCallback';
import { vars } from '../../theme/cssVars';
import { RefreshIcon } from '../Icon/icons';
import { Spinner } from '../Spinner/Spinner';

/** The spec's captcha refresh gap. */
export const CAPTCHA_REFRESH_GAP_MS = 1000;

export interface CaptchaImageProps {
  /** The captcha image (`data:image/png;base64,...`); empty while loading. */
  src?: string;
  /** Asks for a new image (new captchaKey); called at most once per second. */
  onRefresh: () => void;
  /** Accessible name of the button. */
  label?: string;
  loading?: boolean;
  width?: number;
  height?: number;
}

const Frame = styled.button<{ $width: number; $height: number }>`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $width }) => $width}px;
  height: ${({ $height }) => $height}px;
  padding: 0;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.sm};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  .wl-captcha-refresh {
    position: absolute;
    right: 2px;
    bottom: 2px;
    padding: 1px;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.surface};
    color: ${vars.color.text};
    opacity: 0.85;
  }
`;

/** The captcha picture; a click (or Enter/Space) loads a new one, at most once per second. */
export function CaptchaImage({
  src,
  onRefresh,
  label = 'Captcha image, click to refresh',
  loading = false,
  width = 100,
  height = 36,
}: CaptchaImageProps) {
  const refresh = useThrottledCallback(onRefresh, CAPTCHA_REFRESH_GAP_MS);
  return (
    <Frame
      type="button"
      aria-label={label}
      aria-busy={loading || undefined}
      onClick={refresh}
      $width={width}
      $height={height}
    >
      {loading || !src ? <Spinner $size={16} /> : <img src={src} alt="" draggable={false} />}
      <RefreshIcon className="wl-captcha-refresh" size={14} />
    </Frame>
  );
}
