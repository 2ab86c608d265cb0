import { useTranslation } from '@wl/i18n';
import { Button, TextField, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};

  > :first-child {
    flex: 1 1 180px;
    max-width: 260px;
  }
`;

/** An account of the team to narrow a report to (trimmed; empty for everyone), applied by Search. */
export function AccountSearch({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (account: string) => void;
}) {
  const { t } = useTranslation('agentCentre');
  const [draft, setDraft] = useState(value);
  return (
    <Form
      role="search"
      aria-label={t('report.searchAccount')}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
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
