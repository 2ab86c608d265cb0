import { useEffect, useId, useRef, useState, type Dispatch } from 'react';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { TextField, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { pickerControl } from '../../shared/fields/pickerStyles';
import {
  CLASSIFY_OPTIONS,
  LIST_MODES,
  MIN_BET_OPTIONS,
  type ClassifyFilter,
  type ListMode,
  type LobbyListAction,
  type LobbyListState,
} from './listState';

/** Typing settles this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 400;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${vars.space.md};
  margin: ${vars.space.md} 0;
`;

const Switch = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};
`;

const ModeButton = styled.button`
  min-height: 40px;
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.surface};
  color: ${vars.color.text};
  font-size: 14px;
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${vars.color.primary};
    border-color: ${vars.color.primary};
    color: ${vars.color.onPrimary};
    font-weight: 700;
  }
`;

const Search = styled.div`
  flex: 1 1 220px;
  max-width: 360px;
`;

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.sm};
`;

const SelectLabel = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.xs};
  font-size: 13px;
  color: ${vars.color.textMuted};

  select {
    min-width: 140px;
    ${pickerControl}
  }
`;

export interface LobbyToolbarProps {
  state: LobbyListState;
  /** Fav and recent go through the protected action (login modal, real-account warning). */
  onModeChosen: (mode: ListMode) => void;
  dispatch: Dispatch<LobbyListAction>;
  /** RNG lobbies only (spec: RNG filters). */
  showFilters: boolean;
  /** Accessible name of the game list the controls act on. */
  listLabel: string;
}

/** The list switch (all, hot, favourites, recent), the game-name search and the RNG filters. */
export function LobbyToolbar({
  state,
  onModeChosen,
  dispatch,
  showFilters,
  listLabel,
}: LobbyToolbarProps) {
  const { t } = useTranslation('lobby');
  const { language } = useLanguage();
  const [text, setText] = useState(state.search);
  const minBetId = useId();
  const latest = useRef(state.search);
  latest.current = state.search;

  // The list follows the typing once it settles; only trimmed text counts (spec).
  useEffect(() => {
    if (text.trim() === latest.current) return undefined;
    const timer = setTimeout(() => dispatch({ type: 'searched', text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, text]);

  return (
    <Bar>
      <Switch role="group" aria-label={t('listModes.label')}>
        {LIST_MODES.map((mode) => (
          <ModeButton
            key={mode}
            type="button"
            aria-pressed={state.mode === mode}
            onClick={() => onModeChosen(mode)}
          >
            {t(`listModes.${mode}`)}
          </ModeButton>
        ))}
      </Switch>
      <Search role="search" aria-label={listLabel}>
        <TextField
          type="search"
          label={t('search.label')}
          hideLabel
          placeholder={t('search.placeholder')}
          value={text}
          maxLength={100}
          enterKeyHint="search"
          clearable
          clearLabel={t('search.clear')}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') dispatch({ type: 'searched', text });
          }}
          onClear={() => {
            setText('');
            dispatch({ type: 'searched', text: '' });
          }}
        />
      </Search>
      {showFilters ? (
        <Filters role="group" aria-label={t('filters.label')}>
          <SelectLabel htmlFor={`${minBetId}-bet`}>
            {t('filters.minBet')}
            <select
              id={`${minBetId}-bet`}
              value={String(state.minBet)}
              onChange={(event) =>
                dispatch({ type: 'minBetChosen', minBet: Number(event.target.value) })
              }
            >
              {MIN_BET_OPTIONS.map((bet) => (
                <option key={bet} value={String(bet)}>
                  {bet === 0 ? t('filters.all') : formatNumber(bet, language)}
                </option>
              ))}
            </select>
          </SelectLabel>
          <SelectLabel htmlFor={`${minBetId}-classify`}>
            {t('filters.classify')}
            <select
              id={`${minBetId}-classify`}
              value={state.classify}
              onChange={(event) =>
                dispatch({
                  type: 'classifyChosen',
                  classify: event.target.value as ClassifyFilter,
                })
              }
            >
              {CLASSIFY_OPTIONS.map((classify) => (
                <option key={classify} value={classify}>
                  {classify === 'ALL' ? t('filters.all') : t(`filters.classifies.${classify}`)}
                </option>
              ))}
            </select>
          </SelectLabel>
        </Filters>
      ) : null}
    </Bar>
  );
}
