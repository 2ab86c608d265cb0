import styled from 'styled-components';

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
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
