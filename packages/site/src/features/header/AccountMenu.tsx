import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { Avatar, ChevronDownIcon, Dialog, useMenuButton, vars } from '@wl/ui-kit';
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
  padding: ${vars.space.xxs} ${vars.space.xs} ${vars.space.xxs} ${vars.space.xxs};
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
    gap: ${vars.space.xxs};
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
  const [confirming, setConfirming] = useState(false);
  const triggerNameId = useId();
  const triggerLabelId = useId();
  // The centre entries, then sign out.
  const menu = useMenuButton(entries.length + 1);

  const renderEntry = (entry: AccountMenuEntry, index: number): ReactNode => {
    if ('to' in entry) {
      return (
        <Link {...menu.itemProps(index)} to={entry.to} onClick={() => menu.close(false)}>
          {entry.label}
        </Link>
      );
    }
    if ('href' in entry) {
      return (
        <a
          {...menu.itemProps(index)}
          href={entry.href}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => menu.close(false)}
        >
          {entry.label}
        </a>
      );
    }
    return (
      <button
        {...menu.itemProps(index)}
        type="button"
        onClick={() => {
          menu.close(true);
          entry.onSelect();
        }}
      >
        {entry.label}
      </button>
    );
  };

  return (
    <Root {...menu.rootProps}>
      <Trigger
        {...menu.triggerProps}
        // Named by the nickname it shows and what it is (WCAG 2.5.3: the visible text is in the name).
        aria-labelledby={`${triggerNameId} ${triggerLabelId}`}
        onClick={() => (menu.open ? menu.close(false) : menu.openAt(0))}
      >
        <Avatar src={avatarUrl} fallbackSrc={fallbackAvatar} alt="" size={34} />
        <TriggerName id={triggerNameId}>{nickname}</TriggerName>
        <span id={triggerLabelId} className="wl-visually-hidden">
          {t('header.accountMenu')}
        </span>
        <ChevronDownIcon size={14} />
      </Trigger>
      {menu.open ? (
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
          <Items {...menu.menuProps} aria-label={t('header.accountMenu')}>
            {entries.map((entry, index) => (
              <li key={entry.id} role="none">
                {renderEntry(entry, index)}
              </li>
            ))}
            <li role="none">
              <button
                {...menu.itemProps(entries.length)}
                type="button"
                onClick={() => {
                  menu.close(false);
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
