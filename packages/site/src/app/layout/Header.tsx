import { Button, vars } from '@wl/ui-kit';
import { useTranslation } from '@wl/i18n';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { NoticesButton, PublicAnnouncementLauncher } from '../../features/announcements';
import { HeaderAccount } from '../../features/header';
import { SearchButton } from '../../features/search';
import { useBrand } from '../../shared/brand/BrandContext';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import {
  drawerToggled,
  selectDrawerOpen,
  selectTheme,
  themeToggled,
} from '../../shared/ui/uiSlice';
import { LanguagePicker } from './LanguagePicker';

const Bar = styled.header`
  grid-area: header;
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  display: flex;
  align-items: center;
  gap: ${vars.space.md};
  min-height: 60px;
  padding: ${vars.space.sm} ${vars.space.lg};
  background: ${vars.color.headerBackground};
  border-bottom: 1px solid ${vars.color.border};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    flex-wrap: wrap;
    row-gap: ${vars.space.xs};
    gap: ${vars.space.sm};
    padding: ${vars.space.sm} ${vars.space.md};
  }
`;

const LogoLink = styled(Link)`
  display: inline-flex;
  flex: none;
  align-items: center;
  border-radius: ${vars.radius.sm};
  img {
    display: block;
    height: 36px;
    width: auto;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    img {
      height: 30px;
    }
  }
`;

/** Notices, language and theme. Below md they move to a second row with the member's balance. */
const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    order: 4;
    gap: ${vars.space.xs};
  }
`;

/** Forces the second row below md (a zero-height full-width flex item). */
const RowBreak = styled.div`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: block;
    order: 3;
    flex-basis: 100%;
    height: 0;
  }
`;

const Spacer = styled.div`
  flex: 1;
`;

const MenuButton = styled(Button)`
  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

/**
 * The top bar: menu button (narrow screens), logo, notices, language, theme and the account area (guest or
 * member). Pages without the side menu (register, help centre, game pages) pass `withMenu={false}`.
 */
export function Header({ withMenu = true }: { withMenu?: boolean }) {
  const brand = useBrand();
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const theme = useAppSelector(selectTheme);
  const drawerOpen = useAppSelector(selectDrawerOpen);
  const nextTheme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Bar>
      {withMenu ? (
        <MenuButton
          variant="ghost"
          size="sm"
          onClick={() => dispatch(drawerToggled())}
          aria-controls="side-menu"
          aria-expanded={drawerOpen}
        >
          <span aria-hidden="true">☰</span>
          <span className="wl-visually-hidden">{t('a11y.openMenu')}</span>
        </MenuButton>
      ) : null}
      <LogoLink to="/">
        <img src={brand.assets.logo} alt={brand.name} width={160} height={40} />
      </LogoLink>
      <Spacer />
      <Tools>
        <SearchButton />
        <NoticesButton />
        <LanguagePicker />
        <Button
          variant="secondary"
          size="sm"
          onClick={() => dispatch(themeToggled())}
          aria-label={`${t('theme.toggle')}: ${t(`theme.${nextTheme}`)}`}
          aria-pressed={theme === 'light'}
        >
          {theme === 'dark' ? '☀' : '☾'}
        </Button>
      </Tools>
      <HeaderAccount />
      <RowBreak aria-hidden="true" />
      <PublicAnnouncementLauncher />
    </Bar>
  );
}
