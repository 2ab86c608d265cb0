/** Public API of the header feature for `app/`: the account area of the top bar. */
export { HeaderAccount, preloadHeaderAccount } from './HeaderAccount';
export { MEMBER_LINKS, VIP_RANK_ABOVE } from './memberLinks';
