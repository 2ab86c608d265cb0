import { describe, expect, it } from 'vitest';
import { LOTTERY_ARTWORK_VENDORS, hasLotteryArtwork, lotteryCardImage } from './images';

const art = '/sim-assets/lottery/VN_MB.svg';
const logo = '/sim-assets/vendor/GPI.svg';

describe('hasLotteryArtwork', () => {
  it('holds for the four lottery systems of the spec, by vendor or vassalage, in any case', () => {
    for (const vendor of LOTTERY_ARTWORK_VENDORS) expect(hasLotteryArtwork({ vendor })).toBe(true);
    expect(hasLotteryArtwork({ vendor: ' tcg_lotto_vn ' })).toBe(true);
    expect(hasLotteryArtwork({ vendor: null, vassalage: 'TCG_SEA' })).toBe(true);
    expect(hasLotteryArtwork({ vendor: 'GPI' })).toBe(false);
    expect(hasLotteryArtwork({})).toBe(false);
  });
});

describe('lotteryCardImage', () => {
  it('shows a lottery system game its own artwork', () => {
    expect(lotteryCardImage({ vendor: 'TCG_LOTTO_VN', webIconUrl: art }, logo)).toEqual({
      src: art,
      kind: 'artwork',
    });
  });

  it("shows another vendor's game its vendor's logo", () => {
    expect(lotteryCardImage({ vendor: 'GPI', webIconUrl: art }, logo)).toEqual({
      src: logo,
      kind: 'vendor',
    });
  });

  it('falls back to the other picture, and to none', () => {
    expect(lotteryCardImage({ vendor: 'LOTT', webIconUrl: '  ' }, logo)).toEqual({
      src: logo,
      kind: 'vendor',
    });
    expect(lotteryCardImage({ vendor: 'GPI', webIconUrl: art }, null)).toEqual({
      src: art,
      kind: 'artwork',
    });
    expect(lotteryCardImage({ vendor: 'GPI' })).toEqual({ src: null, kind: 'artwork' });
    expect(lotteryCardImage({ vendor: 'LOTT', webIconUrl: null })).toEqual({
      src: null,
      kind: 'vendor',
    });
  });
});
