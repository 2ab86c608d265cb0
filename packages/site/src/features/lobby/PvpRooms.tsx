import type { PvpRoom } from '@wl/api-client';
import { formatCurrency, useLanguage, useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useGetPvpRoomsQuery } from '../../shared/games';
import { CardGrid, cardSurface } from '../../shared/ui/CardGrid';

const Section = styled.section`
  margin: ${vars.space.md} 0;

  h2 {
    margin: 0 0 ${vars.space.sm};
    font-size: 16px;
  }
`;

const Rooms = styled(CardGrid)`
  gap: ${vars.space.sm};
`;

const Room = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  ${cardSurface}
  font-size: 14px;

  strong {
    font-size: 15px;
  }
  span {
    color: ${vars.color.textMuted};
  }
  button {
    margin-top: ${vars.space.xs};
  }
`;

export interface PvpRoomsProps {
  vassalage: string;
  onJoin: (room: PvpRoom) => void;
  busy: boolean;
}

/**
 * The selected card-game vendor's rooms with their minimum bet and players, each joined through the
 * launch (by room). Nothing is shown while they load, when there are none, or when the call fails:
 * the vendor's games below stay the way in.
 */
export function PvpRooms({ vassalage, onJoin, busy }: PvpRoomsProps) {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const { data: rooms } = useGetPvpRoomsQuery({ vassalage });
  if (!rooms?.length) return null;
  return (
    <Section aria-labelledby={`rooms-${vassalage}`}>
      <h2 id={`rooms-${vassalage}`}>{t('rooms.title')}</h2>
      <Rooms $min="180px">
        {rooms.map((room) => (
          <Room key={room.roomId}>
            <strong>{room.roomName}</strong>
            <span>{t('rooms.minBet', { amount: formatCurrency(room.minBet, language) })}</span>
            <span>{t('rooms.players', { players: room.players })}</span>
            <Button
              size="sm"
              disabled={busy}
              onClick={() => onJoin(room)}
              aria-label={t('rooms.joinRoom', { room: room.roomName })}
            >
              {t('rooms.join')}
            </Button>
          </Room>
        ))}
      </Rooms>
    </Section>
  );
}
