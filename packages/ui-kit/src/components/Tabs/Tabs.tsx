import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';

export interface TabItem {
  id: string;
  label: ReactNode;
  /** Panel content; tabs without content act as a segmented switch (the owner renders below). */
  content?: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Controlled selected id. */
  value?: string;
  defaultValue?: string;
  onChange?: (id: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  /** Stretch tabs over the full width (login / register modals). */
  fullWidth?: boolean;
}

const List = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  gap: ${vars.space.xs};
  border-bottom: 1px solid ${vars.color.border};
  overflow-x: auto;
  scrollbar-width: none;

  & > button {
    flex: ${({ $fullWidth }) => ($fullWidth ? '1 1 0' : '0 0 auto')};
  }
`;

const Tab = styled.button`
  position: relative;
  min-height: 44px;
  padding: 0 ${vars.space.lg};
  border: 0;
  background: transparent;
  color: ${vars.color.textMuted};
  font-size: 15px;
  font-weight: 600;
  white-space: nowrap;

  &[aria-selected='true'] {
    color: ${vars.color.text};
  }
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    left: ${vars.space.sm};
    right: ${vars.space.sm};
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: ${vars.color.primary};
  }
  &:disabled {
    opacity: 0.5;
  }
`;

const Panel = styled.div`
  padding-top: ${vars.space.lg};
`;

/** WAI-ARIA tabs: roving tabindex, arrow keys / Home / End move and select. */
export function Tabs({
  items,
  value,
  defaultValue,
  onChange,
  label,
  fullWidth = false,
}: TabsProps) {
  const baseId = useId();
  const [internal, setInternal] = useState(defaultValue ?? items[0]?.id);
  const selected = value ?? internal;
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = items.filter((item) => !item.disabled);

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((item) => item.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft')
      next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    refs.current.get(next.id)?.focus();
  };

  const selectedItem = items.find((item) => item.id === selected);
  return (
    <div>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown} $fullWidth={fullWidth}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <Tab
              key={item.id}
              ref={(node) => {
                if (node) refs.current.set(item.id, node);
                else refs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={item.content !== undefined ? `${baseId}-panel-${item.id}` : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {selectedItem?.content !== undefined ? (
        <Panel
          role="tabpanel"
          id={`${baseId}-panel-${selectedItem.id}`}
          aria-labelledby={`${baseId}-tab-${selectedItem.id}`}
          tabIndex={0}
        >
          {selectedItem.content}
        </Panel>
      ) : null}
    </div>
  );
}
