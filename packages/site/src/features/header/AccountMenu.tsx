import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Avatar, ChevronDownIcon, Dialog, vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RankLabel, type RankLabelProps } from './RankLabel';

/** One entry of the avatar menu: a route, an external page or an action. */
export type AccountMenuEntry =
  | { id: string; label: string; to: string }
  | { id: string; label: string; href: string }
  | { id: string; label: string; onSelect: () => void };

export interface AccountMenuProps {
  nickname: string;
  avatarUrl: string | null;
  fallbackAvatar: string;
  rank: RankLabelProps | null;
  entries: readonly AccountMenuEntry[];
  onLogout: () => void;
  logoutBusy: boolean;
}

const Root = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-height: 40px;
  padding: 2px ${vars.space.xs} 2px 2px;
  border: 1px solid transparent;
  border-radius: ${vars.radius.pill};
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${vars.color.border};
    background: ${vars.color.surfaceRaised};
  }
  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

const TriggerName = styled.span`
  max-width: 120px;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: 600;
  font-size: 14px;
  @media (max-width: ${({ theme }) => theme.breakpoints.lg - 1}px) {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${vars.space.xs});
  right: 0;
  z-index: ${({ theme }) => theme.zIndex.dropdown};
  width: 240px;
  max-width: calc(100vw - 16px);
  padding: ${vars.space.xs};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  box-shadow: ${({ theme }) => theme.elevation.medium};
`;

const Profile = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: ${vars.space.sm};
  margin-bottom: ${vars.space.xs};
  border-bottom: 1px solid ${vars.color.border};
  min-width: 0;
  div {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
  strong {
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    color: ${vars.color.text};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  a,
  button {
    display: flex;
    width: 100%;
    align-items: center;
    min-height: 38px;
    padding: 0 ${vars.space.md};
    border: 0;
    border-radius: ${vars.radius.sm};
    background: transparent;
    color: ${vars.color.text};
    font: inherit;
    font-size: 14px;
    text-align: start;
    text-decoration: none;
    cursor: pointer;
  }
  a:hover,
  button:hover,
  a:focus-visible,
  button:focus-visible {
    background: ${vars.color.surface};
  }
  li:last-child {
    margin-top: ${vars.space.xs};
    padding-top: ${vars.space.xs};
    border-top: 1px solid ${vars.color.border};
  }
  li:last-child button {
    color: ${vars.color.dangerText};
  }
`;

/**
 * The avatar menu button: avatar (brand fallback when the picture fails) opening a menu with the
 * nickname and rank label, the centre links and sign out (confirmed first).
 */
export function AccountMenu({
  nickname,
  avatarUrl,
  fallbackAvatar,
  rank,
  entries,
  onLogout,
  logoutBusy,
}: AccountMenuProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  const triggerNameId = useId();
  const triggerLabelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLElement | null)[]>([]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const count = entries.length + 1;
  const focusItem = (index: number) => items.current[((index % count) + count) % count]?.focus();
  const openAt = (index: number) => {
    setOpen(true);
    requestAnimationFrame(() => focusItem(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) trigger.current?.focus();
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : count - 1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const index = items.current.findIndex((node) => node === document.activeElement);
    if (event.key === 'ArrowDown') focusItem(index + 1);
    else if (event.key === 'ArrowUp') focusItem(index - 1);
    else if (event.key === 'Home') focusItem(0);
    else if (event.key === 'End') focusItem(count - 1);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  const itemProps = (index: number) => ({
    role: 'menuitem',
    tabIndex: -1,
    ref: (node: HTMLElement | null) => {
      items.current[index] = node;
    },
  });

  const renderEntry = (entry: AccountMenuEntry, index: number): ReactNode => {
    if ('to' in entry) {
      return (
        <Link {...itemProps(index)} to={entry.to} onClick={() => setOpen(false)}>
          {entry.label}
        </Link>
      );
    }
    if ('href' in entry) {
      return (
        <a
          {...itemProps(index)}
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => setOpen(false)}
        >
          {entry.label}
        </a>
      );
    }
    return (
      <button
        {...itemProps(index)}
        type="button"
        onClick={() => {
          close(true);
          entry.onSelect();
        }}
      >
        {entry.label}
      </button>
    );
  };

  return (
    <Root
      ref={root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <Trigger
        ref={trigger}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        // Named by the nickname it shows and what it is (WCAG 2.5.3: the visible text is in the name).
        aria-labelledby={`${triggerNameId} ${triggerLabelId}`}
        onClick={() => (open ? setOpen(false) : openAt(0))}
        onKeyDown={onTriggerKeyDown}
      >
        <Avatar src={avatarUrl} fallbackSrc={fallbackAvatar} alt="" size={34} />
        <TriggerName id={triggerNameId}>{nickname}</TriggerName>
        <span id={triggerLabelId} className="wl-visually-hidden">
          {t('header.accountMenu')}
        </span>
        <ChevronDownIcon size={14} />
      </Trigger>
      {open ? (
        <Panel>
          <Profile>
            <Avatar
              src={avatarUrl}
              fallbackSrc={fallbackAvatar}
              alt={t('header.avatarAlt', { name: nickname })}
              size={44}
            />
            <div>
              <strong>{nickname}</strong>
              {rank ? <RankLabel {...rank} /> : null}
            </div>
          </Profile>
          <Items
            id={menuId}
            role="menu"
            aria-label={t('header.accountMenu')}
            onKeyDown={onMenuKeyDown}
          >
            {entries.map((entry, index) => (
              <li key={entry.id} role="none">
                {renderEntry(entry, index)}
              </li>
            ))}
            <li role="none">
              <button
                {...itemProps(entries.length)}
                type="button"
                onClick={() => {
                  setOpen(false);
                  setConfirming(true);
                }}
              >
                {t('header.logout')}
              </button>
            </li>
          </Items>
        </Panel>
      ) : null}
      <Dialog
        open={confirming}
        tone="confirm"
        title={t('logoutConfirm.title')}
        text={t('logoutConfirm.message')}
        cancelLabel={t('logoutConfirm.cancel')}
        okLabel={t('logoutConfirm.ok')}
        okLoading={logoutBusy}
        onCancel={() => setConfirming(false)}
        onOk={onLogout}
      />
    </Root>
  );
}
