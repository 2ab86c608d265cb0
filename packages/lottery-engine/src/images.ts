/**
 * Vendors with the special image rule: the platform's own lottery systems, whose
 * menus carry a picture of each game (`webIconUrl`).
 */
export const LOTTERY_ARTWORK_VENDORS = ['LOTT', 'ELOTT', 'TCG_SEA', 'TCG_LOTTO_VN'] as const;

/** The picture a lottery card shows and what it is: the game's own artwork or its vendor's logo. */
export interface LotteryCardImage {
  src: string | null;
  kind: 'artwork' | 'vendor';
}

const present = (url: string | null | undefined): string | null =>
  typeof url === 'string' && url.trim() !== '' ? url : null;

/** True for LOTT, ELOTT, TCG_SEA and TCG_LOTTO_VN games (vendor, or vassalage when no vendor is given). */
export function hasLotteryArtwork(item: {
  vendor?: string | null;
  vassalage?: string | null;
}): boolean {
  const vendor =
    (item.vendor ?? '').trim().toUpperCase() || (item.vassalage ?? '').trim().toUpperCase();
  return (LOTTERY_ARTWORK_VENDORS as readonly string[]).includes(vendor);
}

/**
 * The special image rule: a LOTT, ELOTT, TCG_SEA or TCG_LOTTO_VN game shows its own artwork
 * (`webIconUrl`); any other vendor's game (a third-party e-lottery such as GPI keno) shows its
 * vendor's logo. Each falls back to the other picture, and `src` is null when there is none.
 */
export function lotteryCardImage(
  item: { vendor?: string | null; vassalage?: string | null; webIconUrl?: string | null },
  vendorIconUrl?: string | null,
): LotteryCardImage {
  const artwork = present(item.webIconUrl);
  const logo = present(vendorIconUrl);
  if (hasLotteryArtwork(item))
    return artwork ? { src: artwork, kind: 'artwork' } : { src: logo, kind: 'vendor' };
  return logo ? { src: logo, kind: 'vendor' } : { src: artwork, kind: 'artwork' };
}
