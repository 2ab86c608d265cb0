import styled from 'styled-components';
import { vars } from '@wl/ui-kit';

/** The scrolling part of the menu (Home, categories, member entries); the bottom lists stay in view. */
export const MenuScroll = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  overflow-x: hidden;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export const MenuList = styled.ul`
  display: grid;
  gap: ${vars.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
`;
