import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useAppDispatch } from '../../shared/state/hooks';
import { modalOpened } from '../../shared/state/uiSlice';

const IconButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 36px;
  height: 36px;
  padding: 0;
  border: 1px solid ${vars.color.border};
  border-radius: 50%;
  background: transparent;
  color: ${vars.color.text};
  cursor: pointer;
  &:hover {
    background: ${vars.color.surfaceRaised};
  }
`;

/** Opens the notice list modal (header, next to the language picker). */
export function NoticesButton() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  return (
    <IconButton type="button" aria-label={t('header.notices')} title={t('header.notices')} onClick={() => dispatch(modalOpened('notice'))}>
      <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1Z" />
        <path d="M15.5 8.5a5 5 0 0 1 0 7" />
        <path d="M18.5 5.5a9 9 0 0 1 0 13" />
      </svg>
    </IconButton>
  );
}
