import { vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import { NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { selectSideMenu, sideMenuToggled, type SideMenuState } from '../../shared/ui/uiSlice';

const Nav = styled.nav<{ $state: SideMenuState }>`
  grid-area: menu;
  position: sticky;
  top: 0;
  height: 100vh;
  overflow-y: auto;
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  padding: ${vars.space.md} ${vars.space.sm};
  background: ${vars.color.sideMenuBackground};
  border-inline-end: 1px solid ${vars.color.border};
  width: ${({ $state }) => ($state === 'mini' ? '64px' : '232px')};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};

  /* Narrow screens: an off-canvas drawer; "mini" means closed. */
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    position: fixed;
    inset-block: 0;
    inset-inline-start: 0;
    z-index: ${({ theme }) => theme.zIndex.sideMenu};
    width: 240px;
    transform: translateX(${({ $state }) => ($state === 'mini' ? '-100%' : '0')});
    box-shadow: ${({ $state, theme }) => ($state === 'mini' ? 'none' : theme.elevation.high)};
    visibility: ${({ $state }) => ($state === 'mini' ? 'hidden' : 'visible')};
  }
`;

const Item = styled(NavLink)<{ $mini: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: 0 ${vars.space.md};
  border-radius: ${vars.radius.md};
  color: ${vars.color.text};
  text-decoration: none;
  white-space: nowrap;
  overflow: hidden;

  &:hover {
    background: ${vars.color.surfaceRaised};
  }
  &.active {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  .label {
    display: ${({ $mini }) => ($mini ? 'none' : 'inline')};
  }
`;

const Toggle = styled.button`
  margin-top: auto;
  min-height: 40px;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.textMuted};
  cursor: pointer;
  font: inherit;
`;

/** The left menu: Home now; game categories, centres and the bottom lists arrive with their features. */
export function SideMenu() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectSideMenu);
  const mini = state === 'mini';
  return (
    <Nav id="side-menu" aria-label={t('sideMenu.label')} $state={state}>
      <Item to="/" end $mini={mini} title={mini ? t('sideMenu.home') : undefined}>
        <span aria-hidden="true">⌂</span>
        <span className="label">{t('sideMenu.home')}</span>
      </Item>
      <Toggle type="button" onClick={() => dispatch(sideMenuToggled())} aria-expanded={!mini}>
        {mini ? t('sideMenu.expand') : t('sideMenu.collapse')}
      </Toggle>
    </Nav>
  );
}
