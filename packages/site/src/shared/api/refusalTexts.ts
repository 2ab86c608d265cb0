import type { I18n } from '@wl/i18n';

/** A feature's own texts for some refusals (its codes, in the player's language), or undefined. */
export type RefusalText = (error: unknown, i18n: I18n) => string | undefined;

const texts: RefusalText[] = [];

/**
 * Lets a feature word its own refusals (safer gambling's limits and exclusions) without the first
 * page load carrying its catalogue: the feature registers when its lazy code loads.
 */
export function registerRefusalText(text: RefusalText): void {
  if (!texts.includes(text)) texts.push(text);
}

/** The first registered feature's text for the refusal, if any. */
export function refusalText(error: unknown, i18n: I18n): string | undefined {
  for (const text of texts) {
    const found = text(error, i18n);
    if (found !== undefined) return found;
  }
  return undefined;
}
