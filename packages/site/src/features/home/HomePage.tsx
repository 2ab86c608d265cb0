import { useMemo, type ComponentType } from 'react';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { useGameCategories } from '../../shared/games';
import { lazyScreen, type RetriableScreen } from '../../shared/lazy/lazyScreen';
import type { CategoryRowsProps } from './CategoryRows';
import { Skeleton } from '../../shared/ui/Skeleton';
import { HomeSection } from './HomeSection';
import { homeCategories } from './homeSections';
import { NoticeTicker } from './NoticeTicker';

// Below the fold: each body is its own chunk, loaded (with its data) as the player scrolls near it.
const hotMatches = lazyScreen(() => import('./HotMatchesStrip'));
const hotGames = lazyScreen(() => import('./HotGamesRow'));
const categoryRows = lazyScreen<CategoryRowsProps>(() => import('./CategoryRows'));
const winners = lazyScreen(() => import('./WinnersBoard'));

const Page = styled.div`
  display: grid;
  gap: ${vars.space.xl};
  min-width: 0;

  h1 {
    margin: 0;
  }
`;

/** A section body the app hands in from another feature (the help section). */
export type SectionLoader = () => Promise<{ default: ComponentType<object> }>;

/**
 * A section another feature hands in through the app (the lottery widget): its body, in its own
 * chunk, brings its own heading and is loaded as the player scrolls near it.
 */
export interface ExtraSectionLoader {
  id: string;
  load: SectionLoader;
  skeletonHeight: number;
}

export interface HomePageProps {
  /** The help section's body (the help feature owns the help entries). */
  helpSection: RetriableScreen<object>;
  /** Sections of other features, shown after the hot games. */
  extraSections?: ReadonlyArray<{
    id: string;
    body: RetriableScreen<object>;
    skeletonHeight: number;
  }>;
}

/** One section per game category the brand has, each title a link to its lobby. */
function GameSections() {
  const { t } = useTranslation('home');
  const { categories, isLoading, error, refetch } = useGameCategories();
  const sections = useMemo(() => homeCategories(categories), [categories]);
  if (isLoading) return <Skeleton $height={300} aria-hidden="true" />;
  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  return sections.map((entry) => {
    const title = t(`categories.${entry.category}`);
    return (
      <HomeSection
        key={entry.category}
        title={<Link to={entry.route}>{title}</Link>}
        body={categoryRows}
        bodyProps={{ entry: entry as CategoryRowsProps['entry'] }}
        skeletonHeight={entry.category === 'RNG' ? 560 : 280}
      />
    );
  });
}

/**
 * Home: the notice ticker first (the banner is the layout's), then the hot matches strip, hot games,
 * one section per game category, the winners board and the help section, each loaded as it nears the
 * viewport.
 */
export function HomePage({ helpSection, extraSections = [] }: HomePageProps) {
  const { t } = useTranslation('home');
  const brand = useBrand();
  return (
    <Page>
      <h1 className="wl-visually-hidden">{brand.name}</h1>
      <NoticeTicker />
      <HomeSection
        title={t('hotMatches.title')}
        body={hotMatches}
        bodyProps={{}}
        skeletonHeight={150}
      />
      <HomeSection
        title={t('categories.HOT')}
        body={hotGames}
        bodyProps={{}}
        skeletonHeight={420}
      />
      {extraSections.map((section) => (
        <HomeSection
          key={section.id}
          body={section.body}
          bodyProps={{}}
          skeletonHeight={section.skeletonHeight}
        />
      ))}
      <GameSections />
      <HomeSection title={t('winners.title')} body={winners} bodyProps={{}} skeletonHeight={320} />
      <HomeSection title={t('help.title')} body={helpSection} bodyProps={{}} skeletonHeight={240} />
    </Page>
  );
}

/**
 * The home route's component, with the help section's body loaded by `loadHelpSection` and the
 * other features' sections by their loaders.
 */
export function homePageWith(
  loadHelpSection: SectionLoader,
  extraSectionLoaders: readonly ExtraSectionLoader[] = [],
): ComponentType<object> {
  const helpSection = lazyScreen(loadHelpSection);
  const extraSections = extraSectionLoaders.map(({ id, load, skeletonHeight }) => ({
    id,
    body: lazyScreen(load),
    skeletonHeight,
  }));
  return function Home() {
    return <HomePage helpSection={helpSection} extraSections={extraSections} />;
  };
}
