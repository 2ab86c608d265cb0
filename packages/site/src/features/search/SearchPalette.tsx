import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, Loader, Modal, SearchIcon, vars } from '@wl/ui-kit';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { useGameCategories, useLaunchGame } from '../../shared/games';
import { selectIsLoggedIn, selectIsTrial, selectSession } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import type { HostedModalProps } from '../../shared/ui/modals';
import { modalClosed } from '../../shared/ui/uiSlice';
import {
  groupResults,
  optionsInOrder,
  type PaletteGroup,
  type PaletteOption,
} from './groupResults';
import {
  clearRecentSearches,
  readRecentSearches,
  recentSearchesKey,
  rememberSearch,
} from './recentSearches';
import { SEARCH_MODAL } from './searchModal';
import { useSitePages } from './sitePages';
import { useGameSearch } from './useGameSearch';

const Field = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  padding: 0 ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.textMuted};
  &:focus-within {
    outline: 2px solid ${vars.color.focus};
    outline-offset: 1px;
  }
  input {
    flex: 1;
    min-width: 0;
    height: 44px;
    border: 0;
    background: transparent;
    color: ${vars.color.text};
    font-size: 16px;
    outline: none;
  }
`;

const Results = styled.div`
  max-height: min(60vh, 480px);
  margin-top: ${vars.space.md};
  overflow-y: auto;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const GroupLabel = styled.li`
  padding: ${vars.space.sm} ${vars.space.sm} ${vars.space.xs};
  color: ${vars.color.textMuted};
  font-size: 12px;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  align-items: center;
  gap: ${vars.space.sm};
  min-height: 44px;
  padding: ${vars.space.xs} ${vars.space.sm};
  border-radius: ${vars.radius.md};
  cursor: pointer;
  background: ${({ $active }) => ($active ? vars.color.surfaceRaised : 'transparent')};
  outline: ${({ $active }) => ($active ? `2px solid ${vars.color.primary}` : 'none')};
  outline-offset: -2px;
  img {
    flex: none;
    width: 28px;
    height: 28px;
    border-radius: ${vars.radius.sm};
    object-fit: contain;
  }
  .name {
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .detail {
    flex: none;
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

const Badge = styled.span`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
  color: ${vars.color.textMuted};
`;

const Note = styled.p`
  margin: ${vars.space.md} 0 0;
  color: ${vars.color.textMuted};
  font-size: 14px;
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${vars.space.sm};
  width: 100%;
  color: ${vars.color.textMuted};
  font-size: 13px;
`;

/**
 * The command palette (`/`, Ctrl+K or the header's search button): game names across every vendor
 * and category, grouped by category with the vendor's icon, and the site's pages; the arrow keys move
 * through the results, Enter opens one. A game starts as a tile does (`useLaunchGame`: the login, the
 * real-account warning, the vendor list or the game), a page opens; the searched text is remembered
 * for this player on this device.
 */
export function SearchPalette({ onClose }: HostedModalProps) {
  const { t } = useTranslation(['search', 'games']);
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { username } = useAppSelector(selectSession);
  const signedIn = useAppSelector(selectIsLoggedIn);
  const trial = useAppSelector(selectIsTrial);
  const { categories } = useGameCategories();
  const pages = useSitePages({ member: signedIn && !trial });
  const { launch, launching } = useLaunchGame();
  const recentKey = recentSearchesKey(brand.merchantCode, signedIn ? username : null);
  const [recent, setRecent] = useState(() => readRecentSearches(recentKey));
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const search = useGameSearch(text);

  const groups: PaletteGroup[] = useMemo(() => {
    if (!text.trim()) {
      return recent.length
        ? [
            {
              id: 'recent',
              kind: 'recent',
              options: recent.map((item, index) => ({
                kind: 'recent',
                id: `recent-${index}`,
                text: item,
              })),
            },
          ]
        : [];
    }
    return groupResults(text, search.games, categories, pages);
  }, [categories, pages, recent, search.games, text]);
  const options = optionsInOrder(groups);
  const current = options.length ? Math.min(active, options.length - 1) : -1;
  const optionId = (option: PaletteOption) => `${listId}-${option.id}`;

  const close = onClose;
  const choose = async (option: PaletteOption) => {
    if (option.kind === 'recent') {
      setText(option.text);
      setActive(0);
      input.current?.focus();
      return;
    }
    setRecent(rememberSearch(recentKey, text));
    if (option.kind === 'page') {
      close();
      void navigate(option.page.path);
      return;
    }
    // The tile's own rules: a guest gets the login modal, a trial player the real-account warning.
    const outcome = await launch(option.game);
    if (outcome === 'done') dispatch(modalClosed(SEARCH_MODAL));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!options.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
      return;
    }
    if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setActive(event.key === 'Home' ? 0 : options.length - 1);
      return;
    }
    if (event.key === 'Enter' && current >= 0) {
      event.preventDefault();
      void choose(options[current]!);
    }
  };

  const groupLabel = (group: PaletteGroup) => {
    if (group.kind === 'recent') return t('recent');
    if (group.kind === 'pages') return t('pages');
    return t(`games:categories.${group.category}`);
  };

  const searched = search.searched;
  let status = '';
  if (text.trim() && search.searching) status = t('searching');
  else if (searched && !search.error)
    status = options.length
      ? t('found', { number: options.length, query: searched })
      : t('nothing', { query: searched });

  return (
    <Modal
      open
      onClose={close}
      title={t('title')}
      size="lg"
      initialFocus={input}
      closeLabel={t('close')}
      footer={
        <Footer>
          <span>{t('keys')}</span>
          {!text.trim() && recent.length ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                clearRecentSearches(recentKey);
                setRecent([]);
              }}
            >
              {t('clearRecent')}
            </Button>
          ) : null}
        </Footer>
      }
    >
      <Field>
        <SearchIcon aria-hidden="true" />
        <input
          ref={input}
          type="search"
          role="combobox"
          aria-label={t('label')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={current >= 0 ? optionId(options[current]!) : undefined}
          placeholder={t('placeholder')}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
      </Field>
      <span role="status" className="wl-visually-hidden">
        {status}
      </span>
      {search.error ? (
        <Note as="div">
          <QueryFailure error={search.error} onRetry={search.retry} />
        </Note>
      ) : null}
      <Results>
        <List id={listId} role="listbox" aria-label={t('results')}>
          {groups.map((group) => {
            const labelId = `${listId}-${group.id}-label`;
            return (
              <li key={group.id} role="presentation">
                <List role="group" aria-labelledby={labelId}>
                  <GroupLabel id={labelId} role="presentation">
                    {groupLabel(group)}
                  </GroupLabel>
                  {group.options.map((option) => {
                    const index = options.indexOf(option);
                    return (
                      <Option
                        key={option.id}
                        id={optionId(option)}
                        role="option"
                        aria-selected={index === current}
                        $active={index === current}
                        onMouseMove={() => index !== current && setActive(index)}
                        onClick={() => void choose(option)}
                      >
                        <OptionBody option={option} />
                      </Option>
                    );
                  })}
                </List>
              </li>
            );
          })}
        </List>
        {!text.trim() && !recent.length ? <Note>{t('hint')}</Note> : null}
        {searched && !search.searching && !search.error && !options.length ? (
          <Note>{t('nothing', { query: searched })}</Note>
        ) : null}
        {searched && search.total > search.games.length ? (
          <Note>{t('more', { shown: search.games.length, total: search.total })}</Note>
        ) : null}
      </Results>
      {launching ? <Loader fullScreen label={t('launching')} /> : null}
    </Modal>
  );
}

function OptionBody({ option }: { option: PaletteOption }) {
  const { t } = useTranslation('search');
  if (option.kind === 'game')
    return (
      <>
        {option.iconUrl ? (
          <img src={option.iconUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <Badge aria-hidden="true">{option.vendorName.slice(0, 1)}</Badge>
        )}
        <span className="name">{option.game.gameName}</span>
        <span className="detail">{option.vendorName}</span>
      </>
    );
  if (option.kind === 'page')
    return (
      <>
        <Badge aria-hidden="true">↗</Badge>
        <span className="name">{option.page.label}</span>
        <span className="detail">{t('page')}</span>
      </>
    );
  return (
    <>
      <Badge aria-hidden="true">↺</Badge>
      <span className="name">{option.text}</span>
    </>
  );
}
