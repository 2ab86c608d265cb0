import { useTranslation } from '@wl/i18n';
import { vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { LineIcon } from '../../shared/ui/LineIcon';

const BELL = ['M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9', 'M13.7 21a2 2 0 0 1-3.4 0'];

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
    <IconButton
      type="button"
      aria-label={t('header.notices')}
      title={t('header.notices')}
      onClick={() => dispatch(modalOpened('notice'))}
    >
      <LineIcon paths={BELL} size={18} strokeWidth={2} />
    </IconButton>
  );
}
