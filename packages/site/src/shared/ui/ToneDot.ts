import { vars } from '@wl/ui-kit';
import styled from 'styled-components';

/** A status word after a dot of its tone (green to do, amber waiting, red refused, ...). */
export const ToneDot = styled.span<{ $tone: string }>`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  font-weight: 600;
  white-space: nowrap;

  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ $tone }) => $tone};
  }
`;
