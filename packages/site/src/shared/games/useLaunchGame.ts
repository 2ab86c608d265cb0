import { useCallback, useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { useLocation, useNavigate } from 'react-router-dom';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { useBrand } from '../brand/BrandContext';
import { selectIsLoggedIn, selectIsTrial, selectSession } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { alertShown, modalOpened, selectLanguage } from '../ui/uiSlice';
import { gameActionsApi, gamesApi } from './api';
import { launchedGameUrl } from './gameUrl';
import { GAME_PAGE_PATHS, saveLaunchedGame } from './launchedGame';
import {
  decideLaunch,
  launchRequest,
  type LaunchableGame,
  type LaunchStep,
} from './launchDecision';

export interface LaunchOptions {
  /** The free-trial button: demo mode (spec: shown only when supportPlay is 0). */
  demo?: boolean;
}

/** 'failed': a message was shown instead (refusal, blocked popup, unusable address); else 'done'. */
export type LaunchOutcome = 'done' | 'failed';

export interface LaunchGameControls {
  /** Does what pressing play on `game` should do (see `decideLaunch`). */
  launch: (game: LaunchableGame, options?: LaunchOptions) => Promise<LaunchOutcome>;
  /**
   * A vendor's entry (a sports or e-sports card, a side-menu vendor icon): its only game is launched;
   * a vendor with several games opens its popup game list.
   */
  launchVendor: (vendor: {
    vassalage: string;
    gameType: LaunchableGame['gameType'];
  }) => Promise<LaunchOutcome>;
  /** A launch call is on its way. */
  launching: boolean;
}

/** Name of the vendor popup game-list modal (spec: game popup). */
export const GAME_POPUP_MODAL = 'gamePopup';

/**
 * Starting a game from anywhere (lobby tiles, home sections, side menu, the vendor popup list). Guests
 * get the login modal, trial users the real-account warning, lottery games their pages or window, a
 * VASSALAGE entry its vendor's game list; other games are launched (v2 with the player's session, v1 in
 * demo mode) and framed on /game or /seamless. A refused launch shows the catalogue message; a blocked
 * popup and an unusable game address show theirs, and nothing is opened.
 */
export function useLaunchGame(): LaunchGameControls {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const brand = useBrand();
  const { t } = useTranslation(['gamePage', 'common']);
  const messageOf = useApiErrorMessage();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const session = useAppSelector(selectSession);
  const language = useAppSelector(selectLanguage);
  const [pending, setPending] = useState(0);
  const returnTo = `${location.pathname}${location.search}`;

  const warn = useCallback(
    (message: string): LaunchOutcome => {
      dispatch(alertShown({ tone: 'warning', message }));
      return 'failed';
    },
    [dispatch],
  );

  const follow = useCallback(
    async (game: LaunchableGame, step: LaunchStep): Promise<LaunchOutcome> => {
      switch (step.kind) {
        case 'login':
          dispatch(modalOpened('login'));
          return 'done';
        case 'realAccount':
          dispatch(modalOpened('realAccountRequired'));
          return 'done';
        case 'noTrial':
          return warn(t('gamePage:noTrial'));
        case 'route':
          void navigate(step.path);
          return 'done';
        case 'window': {
          const opened = window.open(step.path, step.name, step.features);
          return opened ? 'done' : warn(t('common:errors.popupBlocked'));
        }
        case 'vendorPopup':
          dispatch(
            modalOpened({
              name: GAME_POPUP_MODAL,
              props: { vassalage: step.vassalage, gameType: step.gameType },
            }),
          );
          return 'done';
        case 'launch': {
          const identity = {
            username: session.username ?? session.account,
            token: session.token,
            merchantCode: brand.merchantCode,
            language,
          };
          const request = launchRequest(game, identity, step.demo);
          const endpoint = step.demo
            ? gameActionsApi.endpoints.launchGame
            : gameActionsApi.endpoints.launchGameV2;
          setPending((n) => n + 1);
          try {
            const answer = await dispatch(endpoint.initiate(request)).unwrap();
            const url = launchedGameUrl(answer);
            if (!url) return warn(t('common:errors.invalidUrl'));
            saveLaunchedGame({ url, name: game.gameName ?? '', returnTo });
            void navigate(GAME_PAGE_PATHS[step.page]);
            return 'done';
          } catch (error) {
            return warn(messageOf(error));
          } finally {
            setPending((n) => n - 1);
          }
        }
      }
    },
    [brand.merchantCode, dispatch, language, messageOf, navigate, returnTo, session, t, warn],
  );

  const launch = useCallback(
    (game: LaunchableGame, options: LaunchOptions = {}) =>
      follow(game, decideLaunch(game, { loggedIn, trial, demo: options.demo === true })),
    [follow, loggedIn, trial],
  );

  const launchVendor = useCallback(
    async ({
      vassalage,
      gameType,
    }: {
      vassalage: string;
      gameType: LaunchableGame['gameType'];
    }) => {
      const entry: LaunchableGame = { vassalage, gameType, isGame: 'VASSALAGE' };
      const step = decideLaunch(entry, { loggedIn, trial });
      if (step.kind !== 'vendorPopup') return follow(entry, step);
      setPending((n) => n + 1);
      let games;
      try {
        games = await dispatch(
          gamesApi.endpoints.getVendorGames.initiate(
            { vassalage, gameType, language, merchant: brand.merchantCode },
            { subscribe: false },
          ),
        ).unwrap();
      } catch (error) {
        return warn(messageOf(error));
      } finally {
        setPending((n) => n - 1);
      }
      const playable = games.filter((game) => game.isGame !== 'VASSALAGE');
      if (playable.length === 1 && playable[0]) return launch(playable[0]);
      return follow(entry, step);
    },
    [brand.merchantCode, dispatch, follow, language, launch, loggedIn, messageOf, trial, warn],
  );

  return { launch, launchVendor, launching: pending > 0 };
}
