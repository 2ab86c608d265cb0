import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useId, useState } from 'react';
import styled, { css } from 'styled-components';
import { pickerControl, pickerLabel } from '../fields/pickerStyles';
import { customRangeProblem, DATE_PRESETS, type DatePreset, type DateRange } from './dateRange';
import type { RecordFilter } from './useRecordFilter';

// The bar and the custom range's form: one wrapping row, lined up on the fields' bottom edge.
const row = css`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${vars.space.sm};
`;

const Bar = styled.div`
  ${row}
`;

const Presets = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const Custom = styled.form`
  ${row}

  label {
    ${pickerLabel('13px')}
  }
  input {
    ${pickerControl}
    min-height: 36px;
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

/** The range's two days: neither may pass the other (an empty one bounds nothing). */
const ENDS = [
  {
    end: 'startDate',
    label: 'records.from',
    bounds: (range: DateRange) => ({ max: range.endDate || undefined }),
  },
  {
    end: 'endDate',
    label: 'records.to',
    bounds: (range: DateRange) => ({ min: range.startDate || undefined }),
  },
] as const;

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
          {ENDS.map(({ end, label, bounds }) => (
            <label key={end}>
              {t(label)}
              <input
                type="date"
                value={draft[end]}
                {...bounds(draft)}
                aria-describedby={problem ? problemId : undefined}
                onChange={(event) => setDraft({ ...draft, [end]: event.target.value })}
              />
            </label>
          ))}
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
