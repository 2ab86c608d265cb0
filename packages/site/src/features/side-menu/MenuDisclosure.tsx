import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { MenuIcon } from './menuIcons';
import { rowStyles } from './menuStyles';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button<{ $mini: boolean }>`
  ${rowStyles}
  &[aria-expanded='true'] {
    background: ${vars.color.surfaceRaised};
  }
  &[aria-expanded='true'] .chevron {
    transform: rotate(180deg);
  }
  .detail {
    color: ${vars.color.textMuted};
    font-size: 12px;
  }
`;

/**
 * Beside the menu on wider screens (a padded bridge keeps the pointer inside while it moves across);
 * in the phone drawer the list opens in place under its button.
 */
const Panel = styled.div`
  position: absolute;
  inset-inline-start: 100%;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  padding-inline-start: ${vars.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    position: static;
    padding: ${vars.space.xs} 0 0;
  }
`;

const Card = styled.div`
  width: max-content;
  min-width: 220px;
  max-width: min(360px, calc(100vw - 96px));
  padding: ${vars.space.sm};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation.high};

  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    width: auto;
    max-width: none;
    box-shadow: none;
  }
`;

export interface MenuDisclosureProps {
  icon: ReactNode;
  /** The button's name (and, in mini form, its tooltip). */
  label: string;
  /** A short part shown after the label in open form (the current language). */
  detail?: ReactNode;
  mini: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The list; rendered only while open (so its code and data load when first wanted). */
  children: ReactNode;
}

/**
 * A bottom entry of the side menu whose list opens on hover or from its button (disclosure pattern:
 * `aria-expanded` + `aria-controls`). A list opened by hovering closes when the pointer leaves; one
 * opened by click, tap or keyboard stays until the button is pressed again, Escape (focus returns to
 * the button), focus or a press elsewhere.
 */
export function MenuDisclosure({
  icon,
  label,
  detail,
  mini,
  open,
  onOpenChange,
  children,
}: MenuDisclosureProps) {
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const openedByHover = useRef(false);

  useEffect(() => {
    if (!open) return undefined;
    const closeOutside = (event: globalThis.PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open, onOpenChange]);

  const hover = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (entering && !open) {
      openedByHover.current = true;
      onOpenChange(true);
    } else if (!entering && open && openedByHover.current) {
      onOpenChange(false);
    }
  };

  const press = () => {
    // A press on a list the pointer opened keeps it (and pins it); otherwise it toggles.
    if (open && !openedByHover.current) onOpenChange(false);
    else onOpenChange(true);
    openedByHover.current = false;
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    trigger.current?.focus();
  };

  return (
    <Wrapper
      ref={wrapper}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        // Focus moving on to something outside closes it; a press inside on plain text (no target) does not.
        const next = event.relatedTarget as Node | null;
        if (open && next && !wrapper.current?.contains(next)) onOpenChange(false);
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        $mini={mini}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={mini ? label : undefined}
        title={mini ? label : undefined}
        onClick={press}
      >
        {icon}
        {!mini && (
          <>
            <span className="label">{label}</span>
            {detail && <span className="detail">{detail}</span>}
            <span className="chevron" aria-hidden="true">
              <MenuIcon name="chevron" size={16} />
            </span>
          </>
        )}
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        {open && <Card>{children}</Card>}
      </Panel>
    </Wrapper>
  );
}
