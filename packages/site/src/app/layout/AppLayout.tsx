import { vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { drawerClosed, selectDrawerOpen } from '../../shared/ui/uiSlice';
import { Header } from './Header';
import { preloadSideMenu, SideMenu } from '../../features/side-menu';
import { preloadHeaderAccount } from '../../features/header';
import { lazyScreen } from '../../shared/lazy/lazyScreen';
import { RouteBanners } from '../../features/banners';
import { LoadBoundary } from '../../shared/lazy/LoadBoundary';

// Below the fold: the footer's code loads beside the page, not in its first JS. A failed load leaves
// the footer out (until the next visit) rather than taking the page down.
const footer = lazyScreen<object>(() => import('./Footer').then((m) => ({ default: m.Footer })));

/** The layout's own lazy parts (menu body, account area, footer), started with the page's first calls. */
export function preloadLayout({ signedIn }: { signedIn: boolean }) {
  preloadSideMenu();
  preloadHeaderAccount(signedIn);
  footer.preload();
}

const Shell = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-rows: auto auto 1fr auto;
  grid-template-areas:
    'menu header'
    'menu banner'
    'menu content'
    'menu footer';
  min-height: 100vh;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'header' 'banner' 'content' 'footer';
  }
`;

/** The route group's banners (nothing at all where there are none). */
const Banners = styled(RouteBanners)`
  grid-area: banner;
  min-width: 0;
  padding: ${vars.space.lg} ${vars.space.lg} 0;
`;

const Content = styled.main`
  grid-area: content;
  padding: ${vars.space.lg};
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${vars.space.sm};
  top: -100px;
  z-index: ${({ theme }) => theme.zIndex.toast};
  padding: ${vars.space.sm} ${vars.space.md};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  border-radius: ${vars.radius.md};
  &:focus {
    top: ${vars.space.sm};
  }
`;

/** Phones only: dims the page, header included, under the open drawer (overlay level). */
const Scrim = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay - 1};
  background: ${vars.color.overlay};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    display: none;
  }
`;

/** Regions of every page: header, side menu, banner, content, footer. */
export function AppLayout({ isSitePath }: { isSitePath: (path: string) => boolean }) {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const { pathname } = useLocation();
  const Footer = footer.Component;
  // On a phone the menu is a drawer: closed at start and after each navigation.
  useEffect(() => {
    dispatch(drawerClosed());
  }, [dispatch, pathname]);
  return (
    <Shell>
      <SkipLink href="#content">{t('a11y.skipToContent')}</SkipLink>
      {/* The header comes first in the tab order (log in, register, balance: a few presses away);
          the grid still draws the menu on the left. */}
      <Header />
      <SideMenu />
      {drawerOpen && <Scrim aria-hidden="true" onClick={() => dispatch(drawerClosed())} />}
      <Banners isSitePath={isSitePath} />
      <Content id="content" tabIndex={-1}>
        <Outlet />
      </Content>
      <LoadBoundary fallback={() => null}>
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </LoadBoundary>
    </Shell>
  );
}
