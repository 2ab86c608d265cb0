import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@wl/i18n';
import { ALL_TAG, KENO_TAG, pageOfTag, type LotteryTabs } from '@wl/lottery-engine';
import { ChevronLeftIcon, ChevronRightIcon, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { chosenFill, roundIconButton, surfaceBox } from './styles';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${vars.space.xs};
  min-width: 0;
`;

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  flex: 1;
  gap: ${vars.space.xs};
  min-width: 0;
`;

const Tab = styled.button`
  min-height: 40px;
  padding: ${vars.space.xs} ${vars.space.sm};
  ${surfaceBox('pill')}
  color: ${vars.color.text};
  font-size: 13px;
  line-height: 1.2;
  overflow-wrap: anywhere;

  &[aria-selected='true'] {
    border-color: ${vars.color.primary};
    ${chosenFill}
  }
`;

const Arrow = styled.button`
  flex: none;
  ${roundIconButton('32px')}
  border: 1px solid ${vars.color.border};
  background: ${vars.color.surfaceRaised};
  color: ${vars.color.text};

  &:disabled {
    opacity: 0.4;
  }
`;

export interface TagTabsProps {
  tabs: LotteryTabs;
  value: string;
  onChange: (tag: string) => void;
  panelId: string;
}

export const tagTabId = (panelId: string, tag: string) =>
  `${panelId}-tab-${encodeURIComponent(tag)}`;

/**
 * The widget's tabs, 5 per view as the engine pages them (the swiper); previous/next arrows show
 * when there are more than 5 and move a whole view. Arrow keys move between every tab (turning the
 * view), Home/End go to the ends; Enter or Space chooses.
 */
export function TagTabs({ tabs, value, onChange, panelId }: TagTabsProps) {
  const { t } = useTranslation('lottery');
  const [page, setPage] = useState(() => pageOfTag(tabs, value));
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const view = Math.min(page, tabs.pages.length - 1);
  const shown = tabs.pages[view] ?? [];
  // The tab keyboard navigation moved to, focused once its view is on screen.
  const [focusTag, setFocusTag] = useState<{ tag: string } | null>(null);
  useEffect(() => {
    if (focusTag) refs.current.get(focusTag.tag)?.focus();
  }, [focusTag]);

  const label = (tag: string) =>
    tag === ALL_TAG ? t('tags.ALL') : tag === KENO_TAG ? t('tags.KENO') : tag;

  const moveFocus = (tag: string) => {
    setPage(pageOfTag(tabs, tag));
    setFocusTag({ tag });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.tags.indexOf((event.target as HTMLElement).dataset.tag ?? '');
    if (current < 0) return;
    const last = tabs.tags.length - 1;
    const targets: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = targets[event.key];
    const next = index === undefined ? undefined : tabs.tags[index];
    if (next === undefined) return;
    event.preventDefault();
    moveFocus(next);
  };

  const selectedShown = shown.includes(value);
  const focusable =
    focusTag && shown.includes(focusTag.tag) ? focusTag.tag : selectedShown ? value : shown[0];

  return (
    <Row>
      {tabs.showArrows ? (
        <Arrow
          type="button"
          aria-label={t('tags.previous')}
          disabled={view === 0}
          onClick={() => setPage(view - 1)}
        >
          <ChevronLeftIcon size={16} />
        </Arrow>
      ) : null}
      <List role="tablist" aria-label={t('widget.tags')} onKeyDown={onKeyDown}>
        {shown.map((tag) => (
          <Tab
            key={tag}
            ref={(node) => {
              if (node) refs.current.set(tag, node);
              else refs.current.delete(tag);
            }}
            type="button"
            role="tab"
            id={tagTabId(panelId, tag)}
            aria-controls={panelId}
            aria-selected={tag === value}
            tabIndex={tag === focusable ? 0 : -1}
            data-tag={tag}
            onClick={() => onChange(tag)}
          >
            {label(tag)}
          </Tab>
        ))}
      </List>
      {tabs.showArrows ? (
        <Arrow
          type="button"
          aria-label={t('tags.next')}
          disabled={view >= tabs.pages.length - 1}
          onClick={() => setPage(view + 1)}
        >
          <ChevronRightIcon size={16} />
        </Arrow>
      ) : null}
    </Row>
  );
}
