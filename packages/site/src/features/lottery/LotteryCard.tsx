import { memo, useId } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { lotteryCardImage } from '@wl/lottery-engine';
import { Button, HeartFilledIcon, HeartIcon, vars } from '@wl/ui-kit';
import styled, { css } from 'styled-components';
import { useCardTiming } from './LotteryTiming';
import { previewNumbers } from './menuTiming';
import { SalesCountdown } from './SalesCountdown';
import { plainList, roundIconButton, surfaceBox, wrapRow } from './styles';

const Card = styled.article<{ $onClass: boolean }>`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr) auto;
  grid-template-areas:
    'icon name fav'
    'result result result'
    'time time bet';
  align-items: center;
  gap: ${vars.space.sm};
  height: 100%;
  padding: ${vars.space.md};
  ${surfaceBox()}
  ${({ $onClass }) =>
    $onClass &&
    css`
      border-color: ${vars.color.primary};
      box-shadow: inset 3px 0 0 ${vars.color.primary};
    `}
`;

const Icon = styled.span<{ $kind: 'artwork' | 'vendor' }>`
  grid-area: icon;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  overflow: hidden;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  font-weight: 700;

  img {
    width: 100%;
    height: 100%;
    object-fit: ${({ $kind }) => ($kind === 'artwork' ? 'cover' : 'contain')};
    padding: ${({ $kind }) => ($kind === 'artwork' ? '0' : '6px')};
  }
`;

const Name = styled.h3`
  grid-area: name;
  margin: 0;
  overflow: hidden;
  font-size: 15px;
  line-height: 1.3;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Favourite = styled.button`
  grid-area: fav;
  ${roundIconButton('36px')}
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};

  &[aria-pressed='true'] {
    color: ${vars.color.dangerText};
  }
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
`;

const Result = styled.div`
  grid-area: result;
  display: grid;
  gap: ${vars.space.xs};
  min-height: 52px;
  font-size: 12px;
  color: ${vars.color.textMuted};

  ol {
    ${wrapRow('xs')}
    ${plainList}
  }
  li {
    min-width: 24px;
    padding: ${vars.space.xxs} 6px;
    border-radius: ${vars.radius.pill};
    background: ${vars.color.surfaceRaised};
    color: ${vars.color.text};
    font-family: ${vars.font.mono};
    font-size: 13px;
    font-weight: 700;
    text-align: center;
  }
`;

const ResultHead = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${vars.space.sm};

  button {
    padding: 0;
    border: 0;
    background: none;
    color: ${vars.color.primaryText};
    font-size: 12px;
    text-decoration: underline;
  }
`;

const Time = styled.div`
  grid-area: time;
  ${wrapRow('xs')}
  font-size: 12px;
  color: ${vars.color.textMuted};
`;

const Bet = styled.div`
  grid-area: bet;
`;

export interface LotteryCardProps {
  game: LotteryMenuItem;
  /** The vendor's logo (lanes), for the special image rule. */
  vendorIconUrl?: string;
  favourite: boolean;
  onToggleFavourite: (game: LotteryMenuItem) => void;
  onBet: (game: LotteryMenuItem) => void;
  onHistory: (game: LotteryMenuItem) => void;
}

/**
 * A lottery: its picture (the special image rule), name, the previous result (first 6 numbers) and
 * when it was drawn, the countdown to the close of sales on the shared clock (highlighted when it
 * closes within a day), a favourite heart, the results and a bet button.
 */
export const LotteryCard = memo(function LotteryCard({
  game,
  vendorIconUrl,
  favourite,
  onToggleFavourite,
  onBet,
  onHistory,
}: LotteryCardProps) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const nameId = useId();
  const { countdown, onClass } = useCardTiming(game);
  const image = lotteryCardImage(game, vendorIconUrl);
  const numbers = previewNumbers(game.previousWinningNumber);
  const drawnAt = game.previousWinningTime
    ? formatDateTime(game.previousWinningTime, language)
    : '';
  const name = game.labelName;
  return (
    <Card aria-labelledby={nameId} $onClass={onClass} data-on-class={onClass}>
      <Icon $kind={image.kind}>
        {image.src ? <img src={image.src} alt="" loading="lazy" /> : name.slice(0, 1)}
      </Icon>
      <Name id={nameId} title={name}>
        {name}
      </Name>
      <Favourite
        type="button"
        aria-pressed={favourite}
        aria-label={t(favourite ? 'favourite.remove' : 'favourite.add', { name })}
        onClick={() => onToggleFavourite(game)}
      >
        {favourite ? <HeartFilledIcon size={18} /> : <HeartIcon size={18} />}
      </Favourite>
      <Result>
        <ResultHead>
          <span>{t('card.previousResult')}</span>
          <button
            type="button"
            aria-label={t('card.historyOf', { name })}
            onClick={() => onHistory(game)}
          >
            {t('card.history')}
          </button>
        </ResultHead>
        {numbers.length > 0 ? (
          <ol aria-label={t('card.previousNumbers', { numbers: numbers.join(' ') })}>
            {numbers.map((value, index) => (
              <li key={index}>{value}</li>
            ))}
          </ol>
        ) : (
          <span>{t('card.noResult')}</span>
        )}
        {drawnAt ? (
          <time dateTime={game.previousWinningTime}>{t('card.drawnAt', { time: drawnAt })}</time>
        ) : null}
      </Result>
      <Time>
        <span aria-hidden="true">{t('countdown.label')}</span>
        <SalesCountdown countdown={countdown} onClass={onClass} />
      </Time>
      <Bet>
        <Button size="sm" aria-label={t('card.betOn', { name })} onClick={() => onBet(game)}>
          {t('card.bet')}
        </Button>
      </Bet>
    </Card>
  );
});
