import { useMemo } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { sanitizeHtml } from './sanitizeHtml';

export interface HtmlContentProps {
  /** Untrusted HTML from the platform. */
  html: string;
  className?: string;
}

const Prose = styled.div`
  color: ${vars.color.text};
  font-size: 14px;
  line-height: 1.6;
  overflow-wrap: anywhere;

  p,
  ul,
  ol {
    margin: 0 0 ${vars.space.sm};
  }
  a {
    color: ${vars.color.primaryText};
  }
  img {
    max-width: 100%;
    height: auto;
  }
  table {
    border-collapse: collapse;
    max-width: 100%;
  }
  td,
  th {
    border: 1px solid ${vars.color.border};
    padding: ${vars.space.xs};
  }
`;

/** Renders server HTML after DOMPurify has cleaned it, styled from tokens. */
export function HtmlContent({ html, className }: HtmlContentProps) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Prose className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
