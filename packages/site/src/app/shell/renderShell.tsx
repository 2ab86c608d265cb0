// `@wl/site/shell`: renders a brand's page shell at build time (Node, no request): the layout's header,
// side menu and a loading page, in the brand's default theme and language, with the styled-components
// rules it needs. The brand build writes it into index.html (tooling/vite-config/pageShell.ts), so the
// page paints before its JavaScript runs; the app takes the shell away when it shows its first screen
// (shared/shell/pageShell.ts).
import { Writable } from 'node:stream';
import type { Brand } from '@wl/brand-config';
import { createI18n, I18nextProvider } from '@wl/i18n';
import { createTheme, cssVarsText, WlThemeProvider } from '@wl/ui-kit';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import '../../shared/styledTheme';
import { loadLoginPage } from '../../features/auth';
import { BrandProvider } from '../../shared/brand/BrandContext';
import { SliderVerificationProvider } from '../../shared/fields/SliderVerificationProvider';
import { ScreenLoading } from '../../shared/lazy/ScreenBoundary';
import { PAGE_SHELL_ID, PAGE_SHELL_STYLE_ID } from '../../shared/shell/pageShell';
import { makeStore } from '../../shared/store/makeStore';
import { GUARD_EXEMPT_PATHS } from '../accessGuard';
import { AppLayout } from '../layout/AppLayout';
import { ROUTE_PATTERNS } from '../routePatterns';
import { hasFullLayout } from '../arrival';

export { PAGE_SHELL_ID, PAGE_SHELL_STYLE_ID };

/** Pages of the layout that start with the side menu in mini form: the open shell would not match. */
const MINI_MENU_PAGES = ['/seamless', '/vnLottery'];
/** Where the shell is rendered: a path of the layout that no menu entry marks as the current page. */
const SHELL_PATH = '/__shell';
/** The longest a render may wait for its lazy parts (a hung import fails the build, not silently). */
const RENDER_TIMEOUT_MS = 60_000;

export interface RenderedShell {
  /** The shell's markup: `<div id="wl-shell" inert aria-hidden="true">…</div>`, to go right before `#root`. */
  markup: string;
  /** The rules the markup uses, both colour modes, and the rule that hides `#root` under the shell. */
  css: string;
  /** The id of the shell's `<style>`: it goes with the shell. */
  styleId: string;
  /**
   * The script text that runs in `<head>` before the body paints: the player's stored theme, and the
   * shell switched off where the first screen is not the open layout (see `shellChooser`).
   */
  headScript: string;
}

/** Addresses whose first screen is not the open layout: framed pages, mini-menu pages. */
export function pathsWithoutShell(): string[] {
  return ROUTE_PATTERNS.filter(
    (pattern) =>
      pattern !== '*' &&
      !pattern.includes(':') &&
      (!hasFullLayout(pattern) || MINI_MENU_PAGES.includes(pattern)),
  );
}

/**
 * The head script: applies the stored theme (`localStorage.theme`) to `<html data-theme>`; marks
 * `<html data-shell="login">` where a guarded brand shows its login page first (a guest the access
 * guard sends to /login, or /login itself), and `<html data-shell="off">` where the shell would not be
 * the page the app shows first: another framed page, a side menu the player keeps in mini form.
 */
export function shellChooser(brand: Brand): string {
  const config = JSON.stringify({
    noShell: pathsWithoutShell(),
    guard: brand.loginedToHomePage,
    open: GUARD_EXEMPT_PATHS,
  });
  return `(function(c){var d=document.documentElement,p=location.pathname.replace(/\\/+$/,'')||'/',off=c.noShell.indexOf(p)>=0,v='';try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')d.setAttribute('data-theme',t);var u=JSON.parse(localStorage.getItem('persist:wl-ui')||'{}');if(u.sideMenu&&JSON.parse(u.sideMenu)==='mini')off=true;if(c.guard&&!sessionStorage.getItem('token')&&c.open.indexOf(p)<0)v='login'}catch(e){}if(c.guard&&p==='/login')v='login';if(v==='login')off=false;if(off)v='off';if(v)d.setAttribute('data-shell',v)})(${config.replace(/</g, '\\u003c')});`;
}

/** What the shell's stylesheet adds to the components' rules. */
function shellRules(brand: Brand): string {
  const modes = (['dark', 'light'] as const)
    .map(
      (mode) =>
        `:root[data-theme="${mode}"]{${cssVarsText(createTheme(mode, brand.theme[mode]))}color-scheme:${mode};}`,
    )
    .join('\n');
  return [
    modes,
    // The app renders into #root out of sight while the shell is there, and replaces it in one commit.
    `#${PAGE_SHELL_ID} ~ #root{display:none}`,
    `html[data-shell="off"] #${PAGE_SHELL_ID}{display:none}`,
    `html[data-shell="off"] #${PAGE_SHELL_ID} ~ #root{display:block}`,
    // The layout unless the head script chose the login page (a guarded brand's guest).
    `#${PAGE_SHELL_ID} [data-shell-view="login"]{display:none}`,
    `html[data-shell="login"] #${PAGE_SHELL_ID} [data-shell-view="login"]{display:block}`,
    `html[data-shell="login"] #${PAGE_SHELL_ID} [data-shell-view="layout"]{display:none}`,
    // Phones: the side menu is a closed drawer at start (the render cannot know the screen width).
    `@media (max-width:767px){#${PAGE_SHELL_ID} #side-menu{transform:translateX(-100%);visibility:hidden;box-shadow:none}[dir="rtl"] #${PAGE_SHELL_ID} #side-menu{transform:translateX(100%)}}`,
  ].join('\n');
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    stream.pipe(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          text += chunk.toString('utf8');
          done();
        },
        final(done) {
          done();
          resolve(text);
        },
      }),
    );
    stream.on('error', reject);
  });
}

/** What the shell can show: the open layout, and (for a brand whose guests must log in) the login page. */
type ShellView = 'layout' | 'login';

/** The brand's shell (see `RenderedShell`); every lazy part of it is loaded first. */
export async function renderShell(brand: Brand): Promise<RenderedShell> {
  const i18n = await createI18n({
    supportLanguages: brand.supportLanguages,
    defaultLang: brand.defaultLang,
    storage: null,
    // The header's search button names itself without suspending: its namespace is there first.
    preloadNamespaces: ['common', 'search'],
  });
  const { store } = makeStore({
    brand,
    persist: false,
    language: brand.defaultLang,
    devChecks: false,
  });
  const LoginPage = brand.loginedToHomePage ? (await loadLoginPage()).default : null;
  const views: { view: ShellView; route: RouteObject; path: string }[] = [
    // A data router, as the site's own: the layout reads route matches (the banner group).
    {
      view: 'layout',
      route: {
        element: <AppLayout isSitePath={() => false} />,
        children: [{ path: '*', element: <ScreenLoading /> }],
      },
      path: SHELL_PATH,
    },
  ];
  // The login page as the router's root shows it (the slider check it may ask for sits above it).
  if (LoginPage)
    views.push({
      view: 'login',
      route: {
        path: '*',
        element: (
          <SliderVerificationProvider>
            <LoginPage />
          </SliderVerificationProvider>
        ),
      },
      path: '/login',
    });
  const treeOf = ({ route, path }: (typeof views)[number]) => (
    <BrandProvider brand={brand}>
      <I18nextProvider i18n={i18n}>
        <Provider store={store}>
          <WlThemeProvider mode={brand.theme.defaultMode} brandTheme={brand.theme}>
            <RouterProvider router={createMemoryRouter([route], { initialEntries: [path] })} />
          </WlThemeProvider>
        </Provider>
      </I18nextProvider>
    </BrandProvider>
  );
  // First pass: waits for every lazy part (the menu's body, the footer, the social buttons) and the
  // translations they ask for; its output is React's streaming format, with scripts that reveal what
  // resolved late. The second pass finds them all loaded and writes plain markup, no script at all.
  for (const view of views) {
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error('the shell render timed out')),
      RENDER_TIMEOUT_MS,
    );
    try {
      const { prelude } = await prerenderToNodeStream(treeOf(view), { signal: abort.signal });
      await streamToString(prelude);
    } finally {
      clearTimeout(timer);
    }
  }
  const sheet = new ServerStyleSheet();
  try {
    const parts = views.map((view) => {
      // Ids of their own: the app renders its own beside the shell until it takes over.
      const html = renderToString(sheet.collectStyles(treeOf(view)), {
        identifierPrefix: `wl-shell-${view.view}-`,
      });
      if (/<script|<template/i.test(html))
        throw new Error(
          `the page shell (${view.view}) still had a part loading in its second render (a script or template in it)`,
        );
      return `<div data-shell-view="${view.view}">${html}</div>`;
    });
    const css = sheet.instance.toString().replace(/\/\*!sc\*\/\n?/g, '');
    return {
      // Inert and hidden from assistive tech: a picture of the page until the app takes over (a press
      // on it would do nothing, so nothing in it can be pressed or focused, and no tool or reader
      // finds a control there that is not the real one).
      markup: `<div id="${PAGE_SHELL_ID}" inert aria-hidden="true">${parts.join('')}</div>`,
      css: `${css}\n${shellRules(brand)}`,
      styleId: PAGE_SHELL_STYLE_ID,
      headScript: shellChooser(brand),
    };
  } finally {
    sheet.seal();
  }
}
