import { formatDateTime, useLanguage, useTranslation } from '@wl/i18n';
import { EmptyState, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useLaunchGame } from '../../shared/games';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { useGetHotMatchesQuery } from './api';
import { cardSurface } from '../../shared/ui/CardGrid';
import { Skeleton } from '../../shared/ui/Skeleton';

const Strip = styled.ul`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: minmax(260px, 300px);
  gap: ${vars.space.md};
  margin: 0;
  padding: 0 0 ${vars.space.xs};
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: thin;

  & > li {
    scroll-snap-align: start;
  }
`;

const Card = styled.li`
  position: relative;
  display: grid;
  gap: ${vars.space.sm};
  ${cardSurface}
  text-align: center;

  &:hover {
    border-color: ${vars.color.primary};
  }
`;

// The button is the match's title ("Bet on <title>" names it: the text it shows is in its name); its
// ::after covers the card so the whole card answers a click, while the league, the teams and the time
// stay the card's content rather than text inside the button.
const Match = styled.button`
  padding: 0;
  border: 0;
  background: transparent;
  color: inherit;
  font: inherit;
  min-width: 0;
  cursor: pointer;

  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`;

const League = styled.span`
  color: ${vars.color.textMuted};
  font-size: 12px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Teams = styled.span`
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: ${vars.space.sm};
`;

const Title = styled.span`
  display: block;
  font-size: 15px;
  font-weight: 700;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const TeamImage = styled.img`
  justify-self: center;
  width: 56px;
  height: 56px;
  object-fit: contain;
`;

const Versus = styled.span`
  color: ${vars.color.accentText};
  font-weight: 700;
`;

const Time = styled.time`
  color: ${vars.color.textMuted};
  font-size: 13px;
`;

/**
 * The hot matches strip: each match's title, both teams' pictures and its kick-off time in the player's
 * language, scrolling sideways. A match opens its sportsbook (login first, like any game).
 */
export default function HotMatchesStrip() {
  const { t } = useTranslation('home');
  const { language } = useLanguage();
  const requestLanguage = useAppSelector(selectLanguage);
  const { launchVendor } = useLaunchGame();
  const { data, error, isLoading, refetch } = useGetHotMatchesQuery({ language: requestLanguage });

  if (isLoading) return <Skeleton $height={150} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!data?.length) return <EmptyState title={t('hotMatches.empty')} />;
  return (
    <Strip>
      {data.map((match) => (
        <Card key={match.matchId}>
          <League>{match.league}</League>
          <Match
            type="button"
            aria-label={t('hotMatches.bet', { match: match.title })}
            aria-describedby={`match-time-${match.matchId}`}
            onClick={() => void launchVendor({ vassalage: match.vassalage, gameType: 'SPORTS' })}
          >
            <Title>{match.title}</Title>
          </Match>
          <Teams>
            <TeamImage src={match.homeTeamImageUrl} alt={match.homeTeam} loading="lazy" />
            <Versus>{t('hotMatches.versus')}</Versus>
            <TeamImage src={match.awayTeamImageUrl} alt={match.awayTeam} loading="lazy" />
          </Teams>
          <Time id={`match-time-${match.matchId}`} dateTime={match.matchTime}>
            {t('hotMatches.kickOff', { time: formatDateTime(match.matchTime, language) })}
          </Time>
        </Card>
      ))}
    </Strip>
  );
}
