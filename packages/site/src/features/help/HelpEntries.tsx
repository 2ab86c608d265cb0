import { useId, useState } from 'react';
import type { HelpItem } from '@wl/api-client';
import { ChevronDownIcon, HtmlContent, vars } from '@wl/ui-kit';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Entry = styled.li`
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surface};
  overflow: hidden;

  h3 {
    margin: 0;
    font-size: 15px;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.md};
  width: 100%;
  padding: ${vars.space.md};
  border: 0;
  background: transparent;
  color: ${vars.color.text};
  font: inherit;
  font-weight: 600;
  text-align: start;
  cursor: pointer;

  svg {
    flex: none;
    transition: transform 0.2s;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Answer = styled.div`
  padding: 0 ${vars.space.md} ${vars.space.md};
`;

/**
 * Help entries, each a heading whose button shows or hides its sanitised HTML answer (the disclosure
 * pattern). `expandedFirst` opens the first one.
 */
export function HelpEntries({
  items,
  label,
  expandedFirst = false,
}: {
  items: readonly HelpItem[];
  label: string;
  expandedFirst?: boolean;
}) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(
    () => new Set(expandedFirst && items[0] ? [items[0].id] : []),
  );
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <List aria-label={label}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const answerId = `${baseId}-${item.id}`;
        return (
          <Entry key={item.id}>
            <h3>
              <Toggle
                type="button"
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <ChevronDownIcon size={18} />
              </Toggle>
            </h3>
            <Answer id={answerId} hidden={!expanded}>
              <HtmlContent html={item.content} />
            </Answer>
          </Entry>
        );
      })}
    </List>
  );
}
