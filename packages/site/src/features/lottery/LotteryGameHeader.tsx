import { useId } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { drawWeekdays, lotteryCardImage } from '@wl/lottery-engine';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useVendorIcons } from '../../shared/games';
import { useCardTiming } from './LotteryTiming';
import { previewNumbers } from './menuTiming';
import { SalesCountdown } from './SalesCountdown';
import { surfaceBox } from './styles';

const Bar = styled.header`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr);
  gap: ${vars.space.sm} ${vars.space.md};
  align-items: center;
  padding: ${vars.space.md};
  ${surfaceBox()}

  img,
  .initial {
    width: 56px;
    height: 56px;
    border-radius: ${vars.radius.md};
    object-fit: cover;
    background: ${vars.color.surfaceRaised};
  }
  .initial {
    display: grid;
    place-items: center;
    font-size: 24px;
    font-weight: 700;
  }
  h1 {
    margin: 0;
    font-size: 20px;
    overflow-wrap: anywhere;
  }
  dl {
    grid-column: 1 / -1;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
    gap: ${vars.space.sm};
    margin: 0;
  }
  dl > div {
    display: grid;
    gap: ${vars.space.xxs};
  }
  dt {
    font-size: 12px;
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
  .numbers {
    font-family: ${vars.font.mono};
    letter-spacing: 0.05em;
  }
`;

export interface LotteryGameHeaderProps {
  game: LotteryMenuItem;
  /** The play type asked for in the address (`/lottery?playType=`). */
  playType?: string | null;
}

/** The chosen lottery: picture, name (the page's h1), countdown, previous result, draw days, play type. */
export function LotteryGameHeader({ game, playType }: LotteryGameHeaderProps) {
  const { t } = useTranslation('lottery');
  const { language } = useLanguage();
  const nameId = useId();
  const vendorIcons = useVendorIcons();
  const { countdown, onClass } = useCardTiming(game);
  const image = lotteryCardImage(game, vendorIcons.get(game.vassalage || game.vendor));
  const numbers = previewNumbers(game.previousWinningNumber);
  const days = drawWeekdays(game.drawDayOfWeek);
  return (
    <Bar aria-labelledby={nameId}>
      {image.src ? (
        <img src={image.src} alt="" />
      ) : (
        <span className="initial">{game.labelName.slice(0, 1)}</span>
      )}
      <h1 id={nameId}>{game.labelName}</h1>
      <dl>
        <div>
          <dt>{t('countdown.label')}</dt>
          <dd>
            <SalesCountdown countdown={countdown} onClass={onClass} />
          </dd>
        </div>
        <div>
          <dt>{t('card.previousResult')}</dt>
          <dd className="numbers">{numbers.length > 0 ? numbers.join(' ') : t('card.noResult')}</dd>
        </div>
        {game.previousWinningTime ? (
          <div>
            <dt>{t('header.drawnAt')}</dt>
            <dd>
              <time dateTime={game.previousWinningTime}>
                {formatDateTime(game.previousWinningTime, language)}
              </time>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>{t('header.drawDays')}</dt>
          <dd>
            {days.length === 7
              ? t('header.everyDay')
              : days.map((day) => t(`weekdays.${day}`)).join(', ')}
          </dd>
        </div>
        {playType ? (
          <div>
            <dt>{t('header.playType')}</dt>
            <dd>{playType}</dd>
          </div>
        ) : null}
      </dl>
    </Bar>
  );
}
