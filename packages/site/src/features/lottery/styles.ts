import { vars } from '@wl/ui-kit';
import styled, { css } from 'styled-components';

/*
 * The lottery's own building blocks, written once: the widget, the history panel, the lobby, the
 * cards and the pages each carried a copy of these rules (issue 28's scan paired them). They stay
 * in the feature because no other feature draws lottery blocks.
 */

type Gap = keyof typeof vars.space;

/** A block (the widget, a history panel): its parts stacked, never wider than its column. */
export const LotteryBlock = styled.section`
  display: grid;
  gap: ${vars.space.md};
  min-width: 0;
`;

/** Things side by side that wrap on a narrow screen (buttons, a countdown and its label). */
export const wrapRow = (gap: Gap, align: 'center' | 'end' = 'center') => css`
  display: flex;
  flex-wrap: wrap;
  align-items: ${align};
  gap: ${vars.space[gap]};
`;

/** A block's head: its heading at the start, its controls at the end. */
export const headRow = (align: 'center' | 'end') => css`
  ${wrapRow('sm', align)}
  justify-content: space-between;

  h2,
  h3 {
    margin: 0;
  }
`;

/** A list without bullets or indent (the history, a card's numbers, the cards, the page chooser). */
export const plainList = css`
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A bordered surface (a card, a result, a tag tab, the game's header and play area). */
export const surfaceBox = (radius: 'md' | 'lg' | 'pill' = 'lg') => css`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius[radius]};
  background: ${vars.color.surface};
`;

/** What is chosen (a tag tab, the page's lottery in the chooser): filled with the brand colour. */
export const chosenFill = css`
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-weight: 700;
`;

/** A round button holding only an icon (a card's heart, the tabs' arrows). */
export const roundIconButton = (size: string) => css`
  display: inline-grid;
  place-items: center;
  width: ${size};
  height: ${size};
  border-radius: ${vars.radius.round};
`;
