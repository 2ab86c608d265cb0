import { useTranslation } from '@wl/i18n';
import { Button, SearchIcon } from '@wl/ui-kit';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { SEARCH_MODAL } from './searchModal';

/** The header's search button: opens the command palette (also `/` and Ctrl+K, see SearchShortcuts). */
export function SearchButton() {
  // Not suspended: the header draws at once; the name arrives with the namespace (loaded with the page).
  const { t } = useTranslation('search', { useSuspense: false });
  const dispatch = useAppDispatch();
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-label={t('open')}
      aria-keyshortcuts="/ Control+K Meta+K"
      onClick={() => dispatch(modalOpened(SEARCH_MODAL))}
    >
      <SearchIcon size={16} />
    </Button>
  );
}
