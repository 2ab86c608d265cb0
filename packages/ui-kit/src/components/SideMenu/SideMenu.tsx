import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { vars } from '../../theme/cssVars';
import { ChevronDownIcon, MenuIcon } from '../Icon/icons';

const OPEN_WIDTH = 240;
const MINI_WIDTH = 64;

const Nav = styled.nav<{ $mini: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xxs};
  width: ${({ $mini }) => ($mini ? MINI_WIDTH : OPEN_WIDTH)}px;
  height: 100%;
  padding: ${vars.space.sm};
  overflow-x: hidden;
  overflow-y: auto;
  background: ${vars.color.sideMenuBackground};
  color: ${vars.color.text};
  border-right: 1px solid ${vars.color.border};
  transition: width 200ms ease;

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export interface SideMenuProps {
  /** Collapsed to icons only (game pages start mini). */
  mini?: boolean;
  label?: string;
  children: ReactNode;
  /** Content pinned to the bottom (customer service, QR codes, languages, social links). */
  footer?: ReactNode;
}

/** The left side menu shell, open (240 px) or mini (64 px icons). */
export function SideMenu({ mini = false, label = 'Main menu', children, footer }: SideMenuProps) {
  return (
    <Nav aria-label={label} $mini={mini} data-mini={mini}>
      <ul>{children}</ul>
      {footer ? <div style={{ marginTop: 'auto' }}>{footer}</div> : null}
    </Nav>
  );
}

const ItemButton = styled.button<{ $mini: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $mini }) => ($mini ? 'center' : 'flex-start')};
  gap: ${vars.space.md};
  width: 100%;
  min-height: 44px;
  padding: 0 ${({ $mini }) => ($mini ? '0' : vars.space.md)};
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  font-size: 14px;
  text-align: left;
  text-decoration: none;

  & > svg,
  & > img {
    flex: none;
    width: 22px;
    height: 22px;
  }
  & > .wl-side-label {
    flex: 1;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
  &[aria-current='page'] {
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 700;
  }
`;

export interface SideMenuItemProps {
  icon?: ReactNode;
  label: string;
  mini?: boolean;
  active?: boolean;
  href?: string;
  onClick?: () => void;
  /** Trailing content in open mode (badge, chevron). */
  end?: ReactNode;
}

/** One entry; in mini mode the label becomes the accessible name and tooltip of the icon. */
export function SideMenuItem({
  icon,
  label,
  mini = false,
  active = false,
  href,
  onClick,
  end,
}: SideMenuItemProps) {
  const content = (
    <>
      {icon}
      {mini ? null : <span className="wl-side-label">{label}</span>}
      {mini ? null : end}
    </>
  );
  const common = {
    $mini: mini,
    'aria-current': active ? ('page' as const) : undefined,
    'aria-label': mini ? label : undefined,
    title: mini ? label : undefined,
    onClick,
  };
  return (
    <li>
      {href ? (
        <ItemButton as="a" href={href} {...common}>
          {content}
        </ItemButton>
      ) : (
        <ItemButton type="button" {...common}>
          {content}
        </ItemButton>
      )}
    </li>
  );
}

const Children = styled.ul`
  padding-left: ${vars.space.lg} !important;
`;

export interface SideMenuGroupProps extends Omit<SideMenuItemProps, 'onClick' | 'href' | 'end'> {
  children: ReactNode;
  defaultExpanded?: boolean;
}

/** A category with child vendor items that expands in place (open mode only). */
export function SideMenuGroup({ children, defaultExpanded = false, ...item }: SideMenuGroupProps) {
  const [expanded, setExpanded] = useState(defaultExpanded);
  const id = useId();
  return (
    <li>
      <ItemButton
        type="button"
        $mini={Boolean(item.mini)}
        aria-expanded={item.mini ? undefined : expanded}
        aria-controls={item.mini ? undefined : id}
        aria-label={item.mini ? item.label : undefined}
        title={item.mini ? item.label : undefined}
        onClick={() => setExpanded((e) => !e)}
      >
        {item.icon}
        {item.mini ? null : (
          <>
            <span className="wl-side-label">{item.label}</span>
            <ChevronDownIcon
              size={16}
              style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
            />
          </>
        )}
      </ItemButton>
      {!item.mini && expanded ? <Children id={id}>{children}</Children> : null}
    </li>
  );
}

const Toggle = styled.button`
  display: inline-flex;
  padding: 8px;
  border: 0;
  border-radius: ${vars.radius.md};
  background: transparent;
  color: ${vars.color.text};
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
`;

export interface SideMenuToggleProps {
  mini: boolean;
  onToggle: () => void;
  expandLabel?: string;
  collapseLabel?: string;
}

/** The header's hamburger that switches the side menu between open and mini. */
export function SideMenuToggle({
  mini,
  onToggle,
  expandLabel = 'Expand menu',
  collapseLabel = 'Collapse menu',
}: SideMenuToggleProps) {
  return (
    <Toggle
      type="button"
      aria-label={mini ? expandLabel : collapseLabel}
      aria-expanded={!mini}
      onClick={onToggle}
    >
      <MenuIcon />
    </Toggle>
  );
}
