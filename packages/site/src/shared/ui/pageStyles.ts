import { vars } from '@wl/ui-kit';
import { css } from 'styled-components';

/** The title of a content page (promotions, points mall, download, help): large, growing with the screen. */
export const pageTitle = css`
  margin: 0;
  font-size: clamp(24px, 4vw, 32px);
  color: ${vars.color.text};
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
