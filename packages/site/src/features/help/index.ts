/**
 * Public API of the help feature for `app/`, all loaded on demand: the `/helpmc` page, the `help`
 * modal (ModalHost) and the home page's help section (handed to the home feature by the app).
 */
export const loadHelpCentrePage = () =>
  import('./HelpCentrePage').then((m) => ({ default: m.HelpCentrePage }));
export const loadHelpModal = () => import('./HelpModal').then((m) => ({ default: m.HelpModal }));
export const loadHomeHelpSection = () => import('./HomeHelpSection');
