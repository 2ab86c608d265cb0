import { vars } from '@wl/ui-kit';
import { css } from 'styled-components';

/** Open menu width and the mini (icons only) width. */
export const OPEN_WIDTH = 240;
export const MINI_WIDTH = 64;

/**
 * One menu row (link or button): icon, label, optional trailing part. `$mini` centres the icon and
 * hides the label (the accessible name and tooltip carry it). The current entry is filled.
 */
export const rowStyles = css<{ $mini?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $mini }) => ($mini ? 'center' : 'flex-start')};
  gap: ${vars.space.sm};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ $mini }) => ($mini ? '0' : vars.space.md)};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-size: 14px;
  text-align: start;
  text-decoration: none;
  cursor: pointer;

  & > svg,
  & > img {
    flex: none;
  }
  .label {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 700;
  }
  &[aria-current='true'] {
    color: ${vars.color.primaryText};
    font-weight: 700;
  }
`;
