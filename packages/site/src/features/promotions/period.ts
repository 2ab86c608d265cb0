import { formatDateTime, type LanguageCode } from '@wl/i18n';

/** A promotion's start and end dates in the player's language (medium date style). */
export function periodOf(
  startTime: string,
  endTime: string,
  language: LanguageCode,
): { start: string; end: string } {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };
  return {
    start: formatDateTime(startTime, language, options),
    end: formatDateTime(endTime, language, options),
  };
}
