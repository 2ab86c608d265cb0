import { useTranslation } from '@wl/i18n';
import { Button, TextField, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { submitting } from '../../../shared/fields/submitting';

const Form = styled.form<{ $wide?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};

  > :first-child {
    flex: 1 1 ${({ $wide }) => ($wide ? '220px' : '180px')};
    max-width: ${({ $wide }) => ($wide ? '320px' : '260px')};
  }
`;

/**
 * An account of the team to narrow a list to (trimmed; empty for everyone), applied by Search; `label`
 * names the search (a report's "search account" when left out), `wide` when it stands alone.
 */
export function AccountSearch({
  value,
  onSearch,
  label,
  wide,
}: {
  value: string;
  onSearch: (account: string) => void;
  label?: string;
  wide?: boolean;
}) {
  const { t } = useTranslation('agentCentre');
  const [draft, setDraft] = useState(value);
  return (
    <Form
      role="search"
      aria-label={label ?? t('report.searchAccount')}
      $wide={wide}
      onSubmit={submitting(() => onSearch(draft.trim()))}
    >
      <TextField
        label={t('team.account')}
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" size="sm">
        {t('team.searchButton')}
      </Button>
    </Form>
  );
}
