import { useTranslation } from '@wl/i18n';
import { NavLink, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import { MEMBER_ENTRIES, type MemberEntry } from './memberEntries';
import { MemberIcon } from './menuIcons';
import { rowStyles } from './menuStyles';

const EntryLink = styled(NavLink)<{ $mini: boolean }>`
  ${rowStyles}
`;

export interface MemberEntriesProps {
  mini: boolean;
  /** The member-centre entries (default: `MEMBER_ENTRIES`). */
  entries?: readonly MemberEntry[];
}

/**
 * The member-centre entries (list items of the menu's list). One that needs a login goes through
 * `useProtectedAction`: a guest gets the login modal and a trial user the real-account warning instead.
 */
export function MemberEntries({ mini, entries = MEMBER_ENTRIES }: MemberEntriesProps) {
  const { t } = useTranslation('sideMenu');
  const protect = useProtectedAction();
  const navigate = useNavigate();
  return (
    <>
      {entries.map((entry) => {
        const label = t(entry.labelKey);
        return (
          <li key={entry.id}>
            <EntryLink
              to={entry.path}
              $mini={mini}
              aria-label={mini ? label : undefined}
              title={mini ? label : undefined}
              onClick={(event) => {
                if (!entry.requiresLogin) return;
                event.preventDefault();
                protect(() => navigate(entry.path));
              }}
            >
              <MemberIcon icon={entry.icon} />
              {!mini && <span className="label">{label}</span>}
            </EntryLink>
          </li>
        );
      })}
    </>
  );
}
