import { vars } from '@wl/ui-kit';
import { css } from 'styled-components';

/** The title of a content page (promotions, points mall, download, help): large, growing with the screen. */
export const pageTitle = css`
  margin: 0;
  font-size: clamp(24px, 4vw, 32px);
  color: ${vars.color.text};
`;

/** A content page of one column, at most `maxWidth` wide, under its title. */
export const contentPage = (maxWidth: string) => css`
  display: grid;
  gap: ${vars.space.lg};
  width: min(100%, ${maxWidth});

  h1 {
    ${pageTitle}
  }
`;

/** A content page whose `header` holds its title and a muted line under it. */
export const pageHeader = css`
  h1 {
    ${pageTitle}
  }
  header p {
    margin: ${vars.space.xs} 0 0;
    color: ${vars.color.textMuted};
  }
`;

/** Figures with their names above them (`<dt>` muted and small, `<dd>` bold): a page's summary facts. */
export const labelledFigures = css`
  dt {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  dd {
    margin: ${vars.space.xxs} 0 0;
    color: ${vars.color.text};
    font-weight: 600;
  }
`;
