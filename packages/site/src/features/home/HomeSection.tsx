import { Suspense, useId, useReducer, useRef, type ReactNode } from 'react';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import type { RetriableScreen } from '../../shared/lazy/lazyScreen';
import { ScreenBoundary } from '../../shared/lazy/ScreenBoundary';
import { Skeleton } from '../../shared/ui/Skeleton';
import { useNearViewport } from './useNearViewport';

const Section = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

const Head = styled.div`
  h2 {
    margin: 0;
    font-size: 20px;
    color: ${vars.color.text};
  }
  h2 a {
    color: inherit;
    text-decoration: none;
  }
  h2 a:hover,
  h2 a:focus-visible {
    color: ${vars.color.primaryText};
    text-decoration: underline;
  }
`;

export interface HomeSectionProps<P extends object> {
  /**
   * The heading's content: text, or a link to the category's lobby. Left out for a body that brings
   * its own heading (a section another feature hands in).
   */
  title?: ReactNode;
  /** The section's body, in its own chunk; loaded when the section nears the viewport. */
  body: RetriableScreen<P>;
  /** What the body is given (the category it lists, say). */
  bodyProps: P;
  /** Height of the skeleton shown until the body is there. */
  skeletonHeight: number;
}

/**
 * A home section below the fold: its heading at once, its body (code and data) only when the player
 * scrolls near it, a skeleton meanwhile, and the load error with a retry if the chunk fails.
 */
export function HomeSection<P extends object>({
  title,
  body,
  bodyProps,
  skeletonHeight,
}: HomeSectionProps<P>) {
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref);
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const Body = body.Component;
  const skeleton = <Skeleton $height={skeletonHeight} aria-hidden="true" />;
  return (
    <Section
      ref={ref}
      as={title === undefined ? 'div' : 'section'}
      aria-labelledby={title === undefined ? undefined : headingId}
      aria-busy={!near || undefined}
    >
      {title === undefined ? null : (
        <Head>
          <h2 id={headingId}>{title}</h2>
        </Head>
      )}
      {near ? (
        <ScreenBoundary
          onRetry={() => {
            body.retry();
            rerender();
          }}
        >
          <Suspense fallback={skeleton}>
            <Body {...bodyProps} />
          </Suspense>
        </ScreenBoundary>
      ) : (
        skeleton
      )}
    </Section>
  );
}
