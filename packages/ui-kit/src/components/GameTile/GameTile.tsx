import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { Button } from '../Button/Button';
import { HeartFilledIcon, HeartIcon, ImageIcon } from '../Icon/icons';
import { LazyImage } from './LazyImage';

export interface GameTileProps {
  name: string;
  imageUrl: string;
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
  addFavouriteLabel?: (name: string) => string;
  removeFavouriteLabel?: (name: string) => string;
  /** Large first tile of the hot games layout. */
  size?: 'md' | 'lg';
}

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
  max-width: ${({ $size }) => ($size === 'lg' ? '360px' : '200px')};
`;

const Media = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${vars.color.skeleton};

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

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
`;

const Name = styled.h3`
  margin: 0;
  font-size: 14px;
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

/** A game card: lazy image, favourite heart, vendor icon, name, play now and (when supportPlay is 0) free trial. */
export function GameTile({
  name,
  imageUrl,
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
  addFavouriteLabel = (game) => `Add ${game} to favourites`,
  removeFavouriteLabel = (game) => `Remove ${game} from favourites`,
  size = 'md',
}: GameTileProps) {
  const trialAvailable = supportPlay === 0 && Boolean(onTrial);
  return (
    <Card $size={size} aria-label={name}>
      <Media>
        <LazyImage
          src={imageUrl}
          alt=""
          fallback={
            <Placeholder>
              <ImageIcon size={32} />
            </Placeholder>
          }
        />
        {vendorIconUrl ? <Vendor src={vendorIconUrl} alt={vendorName ?? ''} loading="lazy" /> : null}
        {showFavourite && onToggleFavourite ? (
          <Heart
            type="button"
            $on={favourite}
            aria-pressed={favourite}
            aria-label={favourite ? removeFavouriteLabel(name) : addFavouriteLabel(name)}
            onClick={onToggleFavourite}
          >
            {favourite ? <HeartFilledIcon size={18} /> : <HeartIcon size={18} />}
          </Heart>
        ) : null}
      </Media>
      <Body>
        <Name title={name}>{name}</Name>
        <Actions>
          <Button size="sm" onClick={onPlay} aria-label={`${playLabel}: ${name}`}>
            {playLabel}
          </Button>
          {trialAvailable ? (
            <Button size="sm" variant="secondary" onClick={onTrial} aria-label={`${trialLabel}: ${name}`}>
              {trialLabel}
            </Button>
          ) : null}
        </Actions>
      </Body>
    </Card>
  );
}
