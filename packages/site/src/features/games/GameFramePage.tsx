import { useEffect, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, CloseIcon, EmptyState, ErrorState, vars } from '@wl/ui-kit';
import { Link, useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { clearLaunchedGame, readLaunchedGame, type GamePage } from '../../shared/games';
import { useSideMenuMiniHold } from '../../shared/ui/useSideMenuMiniHold';

const Page = styled.section<{ $variant: GamePage }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.sm};
  ${({ $variant }) =>
    $variant === 'seamless'
      ? css`
          min-height: 100dvh;
        `
      : css`
          min-height: calc(100dvh - 120px);
        `}
`;

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.sm};

  h1 {
    flex: 1;
    margin: 0;
    overflow: hidden;
    font-size: 16px;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

const Frame = styled.iframe`
  flex: 1 1 auto;
  width: 100%;
  min-height: 480px;
  border: 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
`;

const Centred = styled.div`
  display: grid;
  place-items: center;
  flex: 1;
  padding: ${vars.space.lg};
`;

export interface GameFramePageProps {
  variant: GamePage;
}

/**
 * `/game` (in-page frame under the site header) and `/seamless` (the game takes the page, the side menu
 * starts in mini form): the launched game in a titled frame with a close control. The address comes
 * from session storage, so a reload keeps the game; it is checked for http(s) again on every load and
 * an unusable one is never framed.
 */
export function GameFramePage({ variant }: GameFramePageProps) {
  const { t } = useTranslation(['gamePage', 'common']);
  const navigate = useNavigate();
  const [stored] = useState(readLaunchedGame);
  // An address the site would never frame is shown as invalid, and its stored keys are repaired; with
  // no address at all, a title or return path left behind is removed too.
  useEffect(() => {
    if (stored.status !== 'ok') clearLaunchedGame();
  }, [stored.status]);

  // The seamless page shows the side menu in mini form while it is open.
  useSideMenuMiniHold(variant === 'seamless');

  if (stored.status === 'none')
    return (
      <Page $variant={variant} aria-labelledby="game-title">
        <h1 id="game-title" className="wl-visually-hidden">
          {t('noGame.title')}
        </h1>
        <Centred>
          <EmptyState
            title={t('noGame.title')}
            description={t('noGame.message')}
            action={<Link to="/">{t('common:actions.backHome')}</Link>}
          />
        </Centred>
      </Page>
    );

  if (stored.status === 'invalid')
    return (
      <Page $variant={variant} aria-labelledby="game-title">
        <h1 id="game-title" className="wl-visually-hidden">
          {t('invalid.title')}
        </h1>
        <Centred>
          <ErrorState title={t('invalid.title')} description={t('common:errors.invalidUrl')} />
          <Link to="/" onClick={clearLaunchedGame}>
            {t('common:actions.backHome')}
          </Link>
        </Centred>
      </Page>
    );

  const { game } = stored;
  const name = game.name || t('untitled');
  const close = () => {
    clearLaunchedGame();
    navigate(game.returnTo, { replace: true });
  };
  return (
    <Page $variant={variant} aria-labelledby="game-title">
      <Bar>
        <Button variant="ghost" size="sm" onClick={close} aria-label={t('close')}>
          <CloseIcon size={18} />
          <span>{t('closeShort')}</span>
        </Button>
        <h1 id="game-title">{name}</h1>
      </Bar>
      <Frame
        src={game.url}
        title={t('frameTitle', { name })}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </Page>
  );
}

/** `/game`: the in-page frame (the route puts it under the site header). */
export function GameRoute() {
  return <GameFramePage variant="game" />;
}

/** `/seamless`: the game takes the page. */
export function SeamlessRoute() {
  return <GameFramePage variant="seamless" />;
}
