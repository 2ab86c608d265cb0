/**
 * Public API of the home feature for `app/`: the home route, loaded lazily. The app hands in the help
 * section's body (the help feature owns the help entries) and other features' sections (the lottery
 * widget), each loaded as the player scrolls near it:
 * `lazyScreen(() => import('../features/home').then((m) => m.loadHomePage(loadHelp, [{ id, load, skeletonHeight }])))`.
 */
import type { ExtraSectionLoader, SectionLoader } from './HomePage';

export type { ExtraSectionLoader, SectionLoader } from './HomePage';

export const loadHomePage = (
  loadHelpSection: SectionLoader,
  extraSections: readonly ExtraSectionLoader[] = [],
) =>
  import('./HomePage').then((m) => ({ default: m.homePageWith(loadHelpSection, extraSections) }));
