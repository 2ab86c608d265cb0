import { useAppSelector } from '../../shared/store/hooks';
import { selectLanguage } from '../../shared/ui/uiSlice';
import { useGetHelpCentreQuery } from './api';

/** The help entries in the player's language, refetched when the language changes. */
export function useHelpEntries() {
  const language = useAppSelector(selectLanguage);
  return useGetHelpCentreQuery({ language });
}
