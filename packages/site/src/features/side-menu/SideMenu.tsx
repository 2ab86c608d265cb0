import { Suspense, useEffect, useReducer, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { NavLink, useLocation } from 'react-router-dom';
import { iconButtonStyles } from '../../shared/ui/iconButtonStyles';
import styled from 'styled-components';
import { LoadBoundary } from '../../shared/lazy/LoadBoundary';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { NARROW_SCREEN_QUERY, useMediaQuery } from '../../shared/media/useMediaQuery';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import {
  drawerClosed,
  selectDrawerOpen,
  selectSideMenu,
  sideMenuToggled,
  type SideMenuState,
} from '../../shared/ui/uiSlice';
import type { MenuBodyProps } from './MenuBody';
import { ShellIcon } from './menuShellIcons';
import { MenuList, MenuScroll, MenuSkeleton } from './menuLayout';
import { MenuLoadFailed } from './MenuLoadFailed';
import { MINI_WIDTH, OPEN_WIDTH, rowStyles } from './menuStyles';

/** Everything below Home loads in its own chunk, so the first page load carries only this shell. */
const menuBody = lazyScreen<MenuBodyProps>(() => import('./MenuBody'));

/** Starts loading the menu's body with the page's first calls, so the menu's first render has it. */
export function preloadSideMenu() {
  menuBody.preload();
}

/** Game pages played without the side menu (spec); /seamless keeps it in mini form (features/games). */
export const PAGES_WITHOUT_MENU: ReadonlySet<string> = new Set(['/lottery', '/seaLottery']);

const Nav = styled.nav<{ $state: SideMenuState }>`
  grid-area: menu;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.sideMenu};
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  width: ${({ $state }) => ($state === 'mini' ? MINI_WIDTH : OPEN_WIDTH)}px;
  height: 100vh;
  height: 100dvh;
  padding: ${vars.space.sm};
  background: ${vars.color.sideMenuBackground};
  border-inline-end: 1px solid ${vars.color.border};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  /* Phones: an off-canvas drawer in open form; "mini" means closed. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    /* Over the sticky header (and under modals opened from the menu). */
    z-index: ${({ theme }) => theme.zIndex.overlay};
    width: min(${OPEN_WIDTH + 40}px, 85vw);
    transform: translateX(${({ $state }) => ($state === 'mini' ? '-100%' : '0')});
    box-shadow: ${({ $state, theme }) => ($state === 'mini' ? 'none' : theme.elevation.high)};
    visibility: ${({ $state }) => ($state === 'mini' ? 'hidden' : 'visible')};
    /* Visible at once when opening (so focus can move in), hidden only once slid out when closing. */
    transition:
      transform ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing},
      visibility 0s linear
        ${({ $state, theme }) => ($state === 'mini' ? theme.motion.normal : '0s')};
  }
  [dir='rtl'] & {
    @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
      transform: translateX(${({ $state }) => ($state === 'mini' ? '100%' : '0')});
    }
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const TopBar = styled.div<{ $mini: boolean }>`
  display: flex;
  justify-content: ${({ $mini }) => ($mini ? 'center' : 'flex-end')};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: none;
  }
`;

const ToggleButton = styled.button`
  ${iconButtonStyles}
  width: 40px;
  height: 36px;
  border: 1px solid ${vars.color.border};
  [dir='rtl'] & svg {
    transform: scaleX(-1);
  }
`;

const HomeLink = styled(NavLink)<{ $mini: boolean }>`
  ${rowStyles}
`;

function BodyLoadFailed({ mini, onRetry }: { mini: boolean; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return <MenuLoadFailed mini={mini} message={t('errors.chunkLoad')} onRetry={onRetry} />;
}

/**
 * The left side menu (spec "Side menu"): Home, the brand's game categories with their vendors, and the
 * bottom lists. Open (240 px) or mini (icons with their names as tooltips and accessible names) on
 * wider screens; a drawer on phones, opened by the header's menu button and closed by its close button,
 * Escape, the scrim or a navigation. Not shown on the game pages played without it.
 */
export function SideMenu() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const preferred = useAppSelector(selectSideMenu);
  const drawer = useAppSelector(selectDrawerOpen);
  const narrow = useMediaQuery(NARROW_SCREEN_QUERY);
  const { pathname } = useLocation();
  const nav = useRef<HTMLElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const [, reload] = useReducer((count: number) => count + 1, 0);
  // The drawer always shows the open form; "mini" there means closed.
  const drawerOpen = narrow && drawer;
  const state: SideMenuState = narrow ? (drawerOpen ? 'open' : 'mini') : preferred;
  const mini = state === 'mini' && !narrow;

  // A window that grows past the phone width leaves no drawer behind to reappear later.
  useEffect(() => {
    if (!narrow) dispatch(drawerClosed());
  }, [dispatch, narrow]);

  // Opening the drawer moves focus into it; closing it gives focus back to where it was.
  useEffect(() => {
    if (!drawerOpen) return undefined;
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      nav.current?.querySelector<HTMLElement>('[data-menu-close]') ??
      nav.current?.querySelector<HTMLElement>('a[href]');
    first?.focus();
    return () => {
      const back = returnFocus.current;
      if (back?.isConnected) back.focus();
    };
  }, [drawerOpen]);

  if (PAGES_WITHOUT_MENU.has(pathname)) return null;

  const closeDrawer = () => dispatch(drawerClosed());
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && drawerOpen) closeDrawer();
  };

  const homeLabel = t('sideMenu.home');
  const home = (
    <li>
      <HomeLink
        to="/"
        end
        $mini={mini}
        aria-label={mini ? homeLabel : undefined}
        title={mini ? homeLabel : undefined}
      >
        <ShellIcon name="home" />
        {!mini && <span className="label">{homeLabel}</span>}
      </HomeLink>
    </li>
  );
  const Body = menuBody.Component;

  return (
    <Nav
      ref={nav}
      id="side-menu"
      aria-label={t('sideMenu.label')}
      $state={state}
      onKeyDown={onKeyDown}
    >
      <TopBar $mini={mini}>
        <ToggleButton
          type="button"
          onClick={() => dispatch(sideMenuToggled())}
          aria-expanded={!mini}
          aria-label={mini ? t('sideMenu.expand') : t('sideMenu.collapse')}
          title={mini ? t('sideMenu.expand') : t('sideMenu.collapse')}
        >
          <ShellIcon name={mini ? 'expand' : 'collapse'} size={18} />
        </ToggleButton>
      </TopBar>
      {/* A failed (or timed-out) load of the menu's chunk offers to load it again. */}
      <LoadBoundary
        onRetry={() => {
          menuBody.retry();
          reload();
        }}
        fallback={(retry) => (
          <MenuScroll>
            <MenuList>
              {home}
              <BodyLoadFailed mini={mini} onRetry={retry} />
            </MenuList>
          </MenuScroll>
        )}
      >
        <Suspense
          fallback={
            <MenuScroll aria-busy="true">
              <MenuList>
                {home}
                {Array.from({ length: 8 }, (_, i) => (
                  <MenuSkeleton key={i} $height={40} aria-hidden="true" />
                ))}
              </MenuList>
            </MenuScroll>
          }
        >
          <Body mini={mini} home={home} onClose={closeDrawer} />
        </Suspense>
      </LoadBoundary>
    </Nav>
  );
}
