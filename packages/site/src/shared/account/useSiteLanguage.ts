import { useCallback } from 'react';
import { isApiError, isUnauthorizedError } from '@wl/api-client';
import { useLanguage, type LanguageCode, type UseLanguageResult } from '@wl/i18n';
import { useApiErrorMessage } from '../api/useApiErrorMessage';
import { selectIsLoggedIn } from '../session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { alertShown } from '../ui/uiSlice';
import { useUpdateLanguageMutation } from './api';

/**
 * `useLanguage()` of @wl/i18n for the site's language pickers (header, side menu): the same current
 * language and brand list, and a setter that also saves a signed-in player's choice on the platform
 * (`PUT /wps/member/language`). The interface switches either way; a failed save shows the catalogue
 * message (a refused token already opens the login modal).
 */
export function useSiteLanguage(): UseLanguageResult {
  const i18nLanguage = useLanguage();
  const { setLanguage } = i18nLanguage;
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const messageOf = useApiErrorMessage();
  const [saveLanguage] = useUpdateLanguageMutation();
  const setSiteLanguage = useCallback(
    async (code: LanguageCode) => {
      const language = await setLanguage(code);
      if (loggedIn) {
        try {
          await saveLanguage({ language }).unwrap();
        } catch (error) {
          if (!isApiError(error) || !isUnauthorizedError(error)) {
            dispatch(alertShown({ tone: 'warning', message: messageOf(error) }));
          }
        }
      }
      return language;
    },
    [dispatch, loggedIn, messageOf, saveLanguage, setLanguage],
  );
  return { ...i18nLanguage, setLanguage: setSiteLanguage };
}
