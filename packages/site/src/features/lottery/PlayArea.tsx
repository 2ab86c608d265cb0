import { useEffect, useState } from 'react';
import type { LotteryMenuItem } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, EmptyState, ErrorState, Loader, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { launchRequest, launchedGameUrl, useLaunchGameV2Mutation } from '../../shared/games';
import { selectIsLoggedIn, selectIsTrial, selectSession } from '../../shared/session/sessionSlice';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { surfaceBox } from './styles';

const Area = styled.div<{ $compact: boolean }>`
  display: grid;
  min-height: ${({ $compact }) => ($compact ? '420px' : '560px')};
  ${surfaceBox()}
  overflow: hidden;
`;

const Frame = styled.iframe`
  width: 100%;
  height: 100%;
  min-height: inherit;
  border: 0;
`;

const Centred = styled.div`
  display: grid;
  place-items: center;
  padding: ${vars.space.lg};
`;

export interface PlayAreaProps {
  game: LotteryMenuItem;
  /** The SEA window is small. */
  compact?: boolean;
}

/**
 * Where bets are placed: the vendor's own game in a frame (the site chooses, times and shows
 * history; betting is the vendor's). It needs a login and a real account: a guest is asked to log in,
 * a trial user is told a real account is needed; a member's game is launched (v2, the session in the
 * body) and framed when its address is a usable http(s) one.
 */
export function PlayArea({ game, compact = false }: PlayAreaProps) {
  const { t } = useTranslation(['lottery', 'common']);
  const brand = useBrand();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const session = useAppSelector(selectSession);
  const language = useAppSelector(selectLanguage);
  const guard = useProtectedAction();
  const [launch, launched] = useLaunchGameV2Mutation();
  const [attempt, setAttempt] = useState(0);
  const canPlay = loggedIn && !trial;
  const identity = {
    username: session.username ?? session.account,
    token: session.token,
    merchantCode: brand.merchantCode,
    language,
  };
  const request = launchRequest(
    { gameType: game.gameType, vassalage: game.vassalage || game.vendor, gameId: game.gameId },
    identity,
    false,
  );
  const requestKey = JSON.stringify(request);

  useEffect(() => {
    if (!canPlay) return undefined;
    const call = launch(JSON.parse(requestKey) as typeof request);
    return () => call.abort();
    // requestKey holds every field of the request; attempt is the retry.
  }, [attempt, canPlay, launch, requestKey]);

  const title = t('play.area', { name: game.labelName });
  let body;
  if (!loggedIn || trial)
    body = (
      <Centred>
        <EmptyState
          title={trial ? t('play.realAccountTitle') : t('play.loginTitle')}
          description={trial ? t('play.realAccountText') : t('play.loginText')}
          action={
            <Button onClick={() => guard(() => undefined)}>
              {trial ? t('play.realAccount') : t('play.login')}
            </Button>
          }
        />
      </Centred>
    );
  else if (launched.isLoading || launched.isUninitialized)
    body = (
      <Centred>
        <Loader label={t('play.opening')} />
      </Centred>
    );
  else if (launched.isError)
    body = (
      <Centred>
        <QueryFailure error={launched.error} onRetry={() => setAttempt((n) => n + 1)} />
      </Centred>
    );
  else {
    const url = launched.data ? launchedGameUrl(launched.data) : null;
    body = url ? (
      <Frame
        src={url}
        title={title}
        allow="autoplay; fullscreen; clipboard-write"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    ) : (
      <Centred>
        <ErrorState title={t('play.invalidTitle')} description={t('common:errors.invalidUrl')} />
      </Centred>
    );
  }
  return (
    <Area $compact={compact} role="region" aria-label={title}>
      {body}
    </Area>
  );
}
