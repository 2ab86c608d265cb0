import styled, { css, keyframes } from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Button } from '../Button/Button';
import { HeartFilledIcon, HeartIcon, ImageIcon } from '../Icon/icons';
import { LazyImage } from './LazyImage';

export interface GameTileProps {
  name: string;
  imageUrl: string;
  /** Shown when the image fails after its retry (the brand's default game picture); then an icon. */
  fallbackImageUrl?: string;
  /** Vendor code or name, used as the vendor icon's alt text. */
  vendorName?: string;
  vendorIconUrl?: string;
  /** 0 means a free trial is available (spec). */
  supportPlay?: number;
  /** Shows the heart; the site passes true only on lobby routes for non-lottery games. */
  showFavourite?: boolean;
  favourite?: boolean;
  onToggleFavourite?: () => void;
  onPlay: () => void;
  onTrial?: () => void;
  playLabel?: string;
  trialLabel?: string;
  /** Name of the heart toggle; its pressed state says whether the game is a favourite. */
  favouriteLabel?: (name: string) => string;
  /** Large first tile of the hot games layout: fills the height it is given. */
  size?: 'md' | 'lg';
  /** The name's heading level: 3 under a section's heading (default), 2 right under the page's h1. */
  headingLevel?: 2 | 3;
}

/**
 * Height of a regular tile below its square picture: the name and room for both buttons on two lines
 * (a narrow tile wraps "Free trial" under "Play now"). Fixed, so every tile of a grid row has the same
 * size and a grid knows its row heights without measuring them.
 */
export const GAME_TILE_BODY_HEIGHT = 113;

const Card = styled.article<{ $size: 'md' | 'lg' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  width: 100%;
  height: 100%;
`;

const Media = styled.div<{ $size: 'md' | 'lg' }>`
  position: relative;
  background: ${vars.color.skeleton};
  ${({ $size }) =>
    $size === 'lg'
      ? css`
          flex: 1 1 auto;
          min-height: 160px;
        `
      : css`
          aspect-ratio: 1 / 1;
        `}

  & > span > img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Placeholder = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${vars.color.textMuted};
`;

const Heart = styled.button<{ $on: boolean }>`
  position: absolute;
  top: ${vars.space.xs};
  right: ${vars.space.xs};
  display: inline-flex;
  padding: 6px;
  border: 0;
  border-radius: 50%;
  background: ${vars.color.surface};
  color: ${({ $on }) => ($on ? vars.color.accentText : vars.color.text)};
  opacity: 0.92;
`;

const Vendor = styled.img`
  position: absolute;
  left: ${vars.space.xs};
  bottom: ${vars.space.xs};
  width: 40px;
  height: 20px;
  object-fit: contain;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.overlay};
  padding: 2px;
`;

const Body = styled.div<{ $size: 'md' | 'lg' }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  ${({ $size }) =>
    $size === 'md'
      ? css`
          flex: none;
          height: ${GAME_TILE_BODY_HEIGHT}px;
          overflow: hidden;
        `
      : ''}
`;

const Name = styled.h3`
  margin: 0;
  flex: none;
  height: 21px;
  font-size: 14px;
  line-height: 21px;
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
  & > button {
    flex: 1 1 auto;
    padding: 0 ${vars.space.sm};
  }
`;

/**
 * A game card: lazy image (retry, then the fallback picture), favourite heart toggle when enabled, vendor icon,
 * name, play now and (only when supportPlay is 0) free trial.
 */
export function GameTile({
  name,
  imageUrl,
  fallbackImageUrl,
  vendorName,
  vendorIconUrl,
  supportPlay,
  showFavourite = false,
  favourite = false,
  onToggleFavourite,
  onPlay,
  onTrial,
  playLabel = 'Play now',
  trialLabel = 'Free trial',
  favouriteLabel = (game) => `Favourite ${game}`,
  size = 'md',
  headingLevel = 3,
}: GameTileProps) {
  const trialAvailable = supportPlay === 0 && Boolean(onTrial);
  return (
    <Card $size={size} aria-label={name}>
      <Media $size={size}>
        <LazyImage
          src={imageUrl}
          fallbackSrc={fallbackImageUrl}
          alt=""
          fallback={
            <Placeholder>
              <ImageIcon size={32} />
            </Placeholder>
          }
        />
        {vendorIconUrl ? (
          <Vendor src={vendorIconUrl} alt={vendorName ?? ''} loading="lazy" decoding="async" />
        ) : null}
        {showFavourite && onToggleFavourite ? (
          <Heart
            type="button"
            $on={favourite}
            aria-pressed={favourite}
            aria-label={favouriteLabel(name)}
            onClick={onToggleFavourite}
          >
            {favourite ? <HeartFilledIcon size={18} /> : <HeartIcon size={18} />}
          </Heart>
        ) : null}
      </Media>
      <Body $size={size}>
        <Name as={`h${headingLevel}`} title={name}>
          {name}
        </Name>
        <Actions>
          <Button size="sm" onClick={onPlay} aria-label={`${playLabel}: ${name}`}>
            {playLabel}
          </Button>
          {trialAvailable ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={onTrial}
              aria-label={`${trialLabel}: ${name}`}
            >
              {trialLabel}
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}

const shimmer = keyframes`
  from { opacity: 1; }
  to { opacity: 0.45; }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  & > span {
    display: block;
    border-radius: ${vars.radius.sm};
    background: ${vars.color.skeleton};
    animation: ${shimmer} 900ms ease-in-out infinite alternate;
  }
  & > span:first-child {
    aspect-ratio: 1 / 1;
    border-radius: 0;
  }
  & > span:nth-child(2) {
    height: 14px;
    margin: ${vars.space.sm} ${vars.space.sm} 0;
    width: 70%;
  }
  & > span:nth-child(3) {
    height: 32px;
    margin: ${vars.space.sm};
  }
`;

/** Placeholder with a game tile's shape while games load; hidden from assistive tech (the list says it is busy). */
export function GameTileSkeleton() {
  return (
    <SkeletonCard aria-hidden="true" data-skeleton="">
      <span />
      <span />
      <span />
    </SkeletonCard>
  );
}
