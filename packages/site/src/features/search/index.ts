/**
 * Public API of the search feature for `app/`: the command palette's header button and keyboard
 * shortcuts (small, with every page: `mountSite` listens); the palette itself loads when it first
 * opens, through ModalHost.
 */
export { SearchButton } from './SearchButton';
export { SEARCH_MODAL } from './searchModal';

/** `lazyScreen(() => import('../features/search').then((m) => m.loadSearchPalette()))` */
export const loadSearchPalette = () =>
  import('./SearchPalette').then((m) => ({ default: m.SearchPalette }));

/**
 * `loadSearchShortcuts().then((m) => m.listenForSearchShortcuts(store))`: the key listener loads
 * beside the page's first JS, not in it.
 */
export const loadSearchShortcuts = () => import('./SearchShortcuts');
