import { memberCentrePath } from '../../shared/routes/centrePaths';

/** Spec: the public announcement is never shown on the register routes. */
export function isRegisterRoute(pathname: string): boolean {
  return /^\/register(\.html)?\/?$/.test(pathname);
}

/** The member centre's reward centre. */
export const REWARD_CENTRE_PATH = memberCentrePath('rewards');

/** Spec constant: the notice list modal shows 9 titles per page. */
export const NOTICES_PER_PAGE = 9;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Platform content often opens with its own title as a heading; we already show the title, so a
 * leading heading with the same text is dropped (the HTML is still sanitised when rendered).
 */
export function withoutRepeatedTitle(html: string, title: string): string {
  const heading = new RegExp(
    `^\\s*<h[1-6][^>]*>\\s*${escapeRegExp(title.trim())}\\s*</h[1-6]>`,
    'i',
  );
  return title.trim() ? html.replace(heading, '') : html;
}
