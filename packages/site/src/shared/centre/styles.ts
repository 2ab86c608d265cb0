import { vars } from '@wl/ui-kit';
import styled, { css } from 'styled-components';

/**
 * A small raised box inside a page: a total, a wallet, a payment method, a passkey (four copies of
 * the same four lines before).
 */
export const tile = css`
  padding: ${vars.space.sm} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
`;

/** The filters above a list: the date range on the start side, other pickers on the end side. */
export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  justify-content: space-between;
  gap: ${vars.space.md};
`;

/** An amount coloured by its sign: money out red, money in green. */
export const Signed = styled.span<{ $negative: boolean }>`
  color: ${({ $negative }) => ($negative ? vars.color.dangerText : vars.color.successText)};
  font-weight: 600;
`;

/** A form of the centre: one column of fields, not wider than a phone. */
export const FormBox = styled.form`
  display: grid;
  gap: ${vars.space.md};
  max-width: 440px;

  p {
    margin: 0;
  }
`;

/** The outcome of an action (inside a `role="status"` region): success green, failure red. */
export const Notice = styled.p<{ $error?: boolean }>`
  margin: 0;
  color: ${({ $error }) => ($error ? vars.color.dangerText : vars.color.successText)};
  font-weight: 600;
`;

/** A titled block of a page. */
export const Section = styled.section`
  display: grid;
  gap: ${vars.space.md};
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};

  h4 {
    margin: 0;
    font-size: 16px;
  }
`;
