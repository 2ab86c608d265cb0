/** The palette's name in the app's modal host (`modalOpened(SEARCH_MODAL)` opens it anywhere). */
export const SEARCH_MODAL = 'search' as const;
