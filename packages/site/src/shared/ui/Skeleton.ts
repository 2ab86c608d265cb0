import { vars } from '@wl/ui-kit';
import styled, { keyframes } from 'styled-components';

const pulse = keyframes`from { opacity: 0.55; } to { opacity: 1; }`;

/**
 * A grey block the size of what is coming, so the screen does not jump when it arrives (pulsing,
 * still under reduced motion). Shared because the lottery and the home sections drew the same block.
 */
export const Skeleton = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
  animation: ${pulse} 1s ease-in-out infinite alternate;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
