import styled, { keyframes } from 'styled-components';
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

const pulse = keyframes`from { opacity: 0.5; } to { opacity: 1; }`;

/** A menu entry's place while the menu's body or a category's vendors load. */
export const MenuSkeleton = styled.li<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  margin: ${vars.space.xs} 0;
  border-radius: ${vars.radius.md};
  background: ${vars.color.skeleton};
  animation: ${pulse} 1s ease-in-out infinite alternate;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
