/** Spec: the public announcement is never shown on the register routes. */
export function isRegisterRoute(pathname: string): boolean {
  return /^\/register(\.html)?\/?$/.test(pathname);
}

/** The member centre's reward centre (the centres are a later issue; this is their clean path). */
export const REWARD_CENTRE_PATH = '/member/rewards';

/** Spec constant: the notice list modal shows 9 titles per page. */
export const NOTICES_PER_PAGE = 9;
