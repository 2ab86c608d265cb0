import { vars } from '@wl/ui-kit';
import { createContext, use, type ReactNode } from 'react';
import styled from 'styled-components';

/** The id the centre's content region is labelled by: the current page's heading carries it. */
export const PageTitleContext = createContext<string | undefined>(undefined);

const Page = styled.div`
  display: grid;
  /* a wide table or form must not widen the page past the panel */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.lg};
  align-content: start;
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};

  h3 {
    margin: 0;
    font-size: 20px;
  }
`;

/** One page of the centre: its heading (naming the content region) and what it shows. */
export function CentrePage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = use(PageTitleContext);
  return (
    <Page>
      <Heading>
        <h3 id={titleId}>{title}</h3>
        {actions}
      </Heading>
      {children}
    </Page>
  );
}
