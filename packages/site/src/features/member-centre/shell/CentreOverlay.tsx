import { useTranslation } from '@wl/i18n';
import { CloseIcon, useFocusTrap, vars } from '@wl/ui-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useGetMissionSummaryQuery } from '../api';
import type { CentreEntry } from '../entries';
import {
  CENTRE_BASE,
  useCloseCentre,
  useOpenedOverPage,
  type CentreLocationState,
} from './centreNavigation';
import { PageTitleContext } from './CentrePage';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${vars.space.xl};
  background: ${vars.color.overlay};

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    padding: 0;
  }
`;

/** A large panel on wide screens, a full-screen sheet on phones. */
const Panel = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  width: min(100%, 1120px);
  height: min(100%, 820px);
  background: ${vars.color.surface};
  color: ${vars.color.text};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  box-shadow: ${({ theme }) => theme.elevation.high};
  overflow: hidden;
  &:focus {
    outline: none;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    width: 100%;
    height: 100%;
    border: 0;
    border-radius: 0;
  }
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.md} ${vars.space.lg};
  border-bottom: 1px solid ${vars.color.border};

  h2 {
    flex: 1;
    margin: 0;
    font-size: 18px;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  &:hover {
    color: ${vars.color.text};
    background: ${vars.color.surfaceRaised};
  }
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: 220px minmax(0, 1fr);
  min-height: 0;

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr);
  }
`;

/** The menu: a column beside the page; on phones a row that scrolls sideways above it. */
const Menu = styled.nav`
  overflow: auto;
  padding: ${vars.space.sm};
  border-inline-end: 1px solid ${vars.color.border};
  background: ${vars.color.background};

  ul {
    display: flex;
    flex-direction: column;
    gap: ${vars.space.xxs};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    min-height: 40px;
    padding: 0 ${vars.space.md};
    border-radius: ${vars.radius.md};
    color: ${vars.color.text};
    font-size: 14px;
    text-decoration: none;
    white-space: nowrap;
  }
  a:hover {
    background: ${vars.color.surfaceRaised};
  }
  a[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 600;
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    border-inline-end: 0;
    border-bottom: 1px solid ${vars.color.border};
    ul {
      flex-direction: row;
    }
  }
`;

const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: ${vars.radius.pill};
  background: ${vars.color.danger};
  color: ${vars.color.onDanger};
  font-size: 12px;
  font-weight: 700;
  line-height: 20px;
  text-align: center;
`;

const Content = styled.section`
  overflow: auto;
  padding: ${vars.space.lg};
  &:focus {
    outline: none;
  }
`;

export interface CentreOverlayProps {
  entries: readonly CentreEntry[];
  current: CentreEntry;
  children: ReactNode;
}

/**
 * The member centre over the page: a labelled modal dialog ("Member Centre") with the menu and the
 * current entry's page. Escape, the close button and the browser's Back return to the page beneath.
 */
export function CentreOverlay({ entries, current, children }: CentreOverlayProps) {
  const { t } = useTranslation('centre');
  const { t: tm } = useTranslation('memberCentre');
  const close = useCloseCentre();
  const openedOverPage = useOpenedOverPage();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const pageTitleId = useId();
  const { data: missions } = useGetMissionSummaryQuery();
  const missionCount = missions?.missionCount ?? 0;
  useFocusTrap(panelRef, { active: true, onEscape: close });

  // The page beneath must not scroll behind the sheet.
  useEffect(() => {
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);
  // A new page starts at its top.
  useEffect(() => {
    contentRef.current?.scrollTo?.({ top: 0 });
  }, [current.id]);

  const state: CentreLocationState = { openedOverPage };
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{t('member.title')}</h2>
          <CloseButton type="button" aria-label={t('close')} onClick={close}>
            <CloseIcon size={20} />
          </CloseButton>
        </Head>
        <Body>
          <Menu aria-label={tm('menu')}>
            <ul>
              {entries.map((entry) => {
                const label = t(`member.${entry.id}`);
                const badge =
                  entry.id === 'missionLeaderboard' && missionCount > 0 ? missionCount : null;
                return (
                  <li key={entry.id}>
                    <Link
                      to={`${CENTRE_BASE}/${entry.slug}`}
                      replace
                      state={state}
                      aria-current={entry.id === current.id ? 'page' : undefined}
                      aria-label={
                        badge === null
                          ? undefined
                          : `${label}, ${t('member.missionBadge', { count: badge })}`
                      }
                    >
                      {label}
                      {badge !== null && <Badge aria-hidden="true">{badge}</Badge>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Menu>
          <Content ref={contentRef} aria-labelledby={pageTitleId} tabIndex={-1}>
            <PageTitleContext value={pageTitleId}>{children}</PageTitleContext>
          </Content>
        </Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
