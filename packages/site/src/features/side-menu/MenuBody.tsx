import type { ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { CloseIcon, vars } from '@wl/ui-kit';
import { iconButtonStyles } from '../../shared/ui/iconButtonStyles';
import styled from 'styled-components';
import { GameCategories } from './GameCategories';
import { MemberEntries } from './MemberEntries';
import { MenuBottom } from './MenuBottom';
import { MenuList, MenuScroll } from './menuLayout';

const CloseBar = styled.div`
  display: none;
  justify-content: flex-end;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    display: flex;
  }
  button {
    ${iconButtonStyles}
    width: 40px;
    height: 40px;
    color: ${vars.color.text};
  }
`;

export interface MenuBodyProps {
  mini: boolean;
  /** The Home entry (the shell renders it at once, before this chunk arrives). */
  home: ReactNode;
  /** Closes the phone drawer. */
  onClose: () => void;
}

/** Everything below Home: game categories, member-centre entries and the bottom lists (its own chunk). */
export default function MenuBody({ mini, home, onClose }: MenuBodyProps) {
  const { t } = useTranslation('sideMenu');
  return (
    <>
      <CloseBar>
        <button type="button" data-menu-close onClick={onClose} aria-label={t('menu.close')}>
          <CloseIcon size={20} />
        </button>
      </CloseBar>
      <MenuScroll>
        <MenuList>
          {home}
          <GameCategories mini={mini} />
          <MemberEntries mini={mini} />
        </MenuList>
      </MenuScroll>
      <MenuBottom mini={mini} />
    </>
  );
}
