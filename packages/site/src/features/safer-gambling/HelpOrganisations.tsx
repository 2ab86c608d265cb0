import type { HelpOrganisation } from '@wl/brand-config';
import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${vars.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${vars.space.xs} ${vars.space.md};
  }
  a {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
  span {
    color: ${vars.color.textMuted};
  }
`;

/** The help organisations of the brand file (`responsibleGaming.helpOrganisations`). */
export function HelpOrganisations({ organisations }: { organisations: HelpOrganisation[] }) {
  const { t } = useTranslation('saferGambling');
  return (
    <List>
      {organisations.map((org) => (
        <li key={org.name}>
          <a
            href={org.url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('help.website', { name: org.name })}
          >
            {org.name}
          </a>
          {org.phone && (
            <a href={`tel:${org.phone.replace(/[^+\d]/g, '')}`}>
              {t('help.call', { phone: org.phone })}
            </a>
          )}
        </li>
      ))}
    </List>
  );
}
