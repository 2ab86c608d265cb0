import { useTranslation } from '@wl/i18n';
import { CloseIcon, useFocusTrap, vars } from '@wl/ui-kit';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  CentreBaseContext,
  useCloseCentre,
  useOpenedOverPage,
  type CentreLocationState,
} from './centreNavigation';
import { iconButtonStyles } from '../ui/iconButtonStyles';
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
  ${iconButtonStyles}
  width: 40px;
  height: 40px;
  padding: 0;
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

/** One entry of a centre's menu, already labelled by its feature. */
export interface CentreMenuItem {
  id: string;
  /** The page is `<base>/<slug>`. */
  slug: string;
  label: string;
  /**
   * A count shown beside the label (e.g. missions waiting); `label` is read with it by screen readers
   * ("Missions, Missions waiting: 3"). Leave it out, or give a count of 0, for none.
   */
  badge?: { count: number; label: string };
  /** A page outside the centre (e.g. `/safer-gambling`): the link leaves the centre for it. */
  href?: string;
}

export interface CentreOverlayProps {
  /** `/member`, `/agent`: where the centre's pages live. */
  base: string;
  /** The dialog's name, e.g. "Member Centre". */
  title: string;
  /** The menu's accessible name, e.g. "Member centre menu". */
  menuLabel: string;
  items: readonly CentreMenuItem[];
  /** The id of the item whose page is shown. */
  currentId: string;
  children: ReactNode;
}

/**
 * A centre over the page (member centre, agent centre): a labelled modal dialog with the menu and the
 * current entry's page. Escape, the close button and the browser's Back return to the page beneath.
 * A large panel on wide screens; on phones a full-screen sheet whose menu scrolls sideways.
 */
export function CentreOverlay({
  base,
  title,
  menuLabel,
  items,
  currentId,
  children,
}: CentreOverlayProps) {
  const { t } = useTranslation('centre');
  const close = useCloseCentre();
  const openedOverPage = useOpenedOverPage();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const pageTitleId = useId();
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
  }, [currentId]);

  const state: CentreLocationState = { openedOverPage };
  return createPortal(
    <Backdrop
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <Panel ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Head>
          <h2 id={titleId}>{title}</h2>
          <CloseButton type="button" aria-label={t('close')} onClick={close}>
            <CloseIcon size={20} />
          </CloseButton>
        </Head>
        <Body>
          <Menu aria-label={menuLabel}>
            <ul>
              {items.map((item) => {
                const badge = item.badge && item.badge.count > 0 ? item.badge : null;
                return (
                  <li key={item.id}>
                    <Link
                      to={item.href ?? `${base}/${item.slug}`}
                      replace={item.href === undefined}
                      state={item.href === undefined ? state : undefined}
                      aria-current={item.id === currentId ? 'page' : undefined}
                      aria-label={badge ? `${item.label}, ${badge.label}` : undefined}
                    >
                      {item.label}
                      {badge && <Badge aria-hidden="true">{badge.count}</Badge>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </Menu>
          <Content ref={contentRef} aria-labelledby={pageTitleId} tabIndex={-1}>
            <CentreBaseContext value={base}>
              <PageTitleContext value={pageTitleId}>{children}</PageTitleContext>
            </CentreBaseContext>
          </Content>
        </Body>
      </Panel>
    </Backdrop>,
    document.body,
  );
}
