import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { pickerLabel } from '../fields/pickerStyles';
import { customRangeProblem, DATE_PRESETS, type DatePreset, type DateRange } from './dateRange';
import type { RecordFilter } from './useRecordFilter';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Custom = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};

  label {
    ${pickerLabel('13px')}
  }
  input {
    min-height: 36px;
    padding: 0 ${vars.space.sm};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.inputBackground};
    color: ${vars.color.text};
    color-scheme: light dark;
    font: inherit;
  }
`;

const Problem = styled.p`
  flex-basis: 100%;
  margin: 0;
  color: ${vars.color.dangerText};
  font-size: 13px;
`;

/**
 * Today, 7 days, 30 days or a custom range (two days and Apply); a change starts at page 1. `maxDays`:
 * the longest custom range the list answers (the agent's reports: 90 days). `presets`: the player's
 * own history adds the last 12 months (`HISTORY_DATE_PRESETS`).
 */
export function DateRangeFilter({
  filter,
  maxDays,
  presets = DATE_PRESETS,
}: {
  filter: RecordFilter;
  maxDays?: number;
  presets?: readonly DatePreset[];
}) {
  const { t } = useTranslation('centre');
  const [draft, setDraft] = useState<DateRange>(filter.range);
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = useId();
  return (
    <Bar>
      <Presets role="group" aria-label={t('records.period')}>
        {presets.map((preset) => (
          <Button
            key={preset}
            size="sm"
            variant={filter.preset === preset ? 'primary' : 'secondary'}
            aria-pressed={filter.preset === preset}
            onClick={() => {
              setProblem(null);
              if (preset === 'custom') {
                setDraft(filter.range);
                filter.choose('custom', filter.range);
              } else filter.choose(preset);
            }}
          >
            {t(`records.presets.${preset}`)}
          </Button>
        ))}
      </Presets>
      {filter.preset === 'custom' && (
        <Custom
          aria-label={t('records.customRange')}
          onSubmit={(event) => {
            event.preventDefault();
            const wrong = customRangeProblem(draft, maxDays);
            if (wrong) {
              setProblem(t(`records.rangeProblem.${wrong}`, { days: maxDays }));
              return;
            }
            setProblem(null);
            filter.choose('custom', draft);
          }}
        >
          <label>
            {t('records.from')}
            <input
              type="date"
              value={draft.startDate}
              max={draft.endDate || undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setDraft({ ...draft, startDate: event.target.value })}
            />
          </label>
          <label>
            {t('records.to')}
            <input
              type="date"
              value={draft.endDate}
              min={draft.startDate || undefined}
              aria-describedby={problem ? problemId : undefined}
              onChange={(event) => setDraft({ ...draft, endDate: event.target.value })}
            />
          </label>
          <Button type="submit" size="sm">
            {t('records.apply')}
          </Button>
          {problem && (
            <Problem id={problemId} role="alert">
              {problem}
            </Problem>
          )}
        </Custom>
      )}
    </Bar>
  );
}
