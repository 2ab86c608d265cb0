import { useTranslation } from '@wl/i18n';
import { TextField, vars } from '@wl/ui-kit';
import styled from 'styled-components';

/** The buttons at the foot of the safer-gambling dialogs, to the right. */
export const DialogActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${vars.space.sm};
`;

/** A limit's amount as the player types it; `problem` is why it cannot be saved. */
export function LimitAmountField({
  value,
  problem,
  onChange,
}: {
  value: string;
  problem: string | null;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('saferGambling');
  return (
    <TextField
      label={t('form.amount')}
      inputMode="decimal"
      value={value}
      error={problem ?? undefined}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
