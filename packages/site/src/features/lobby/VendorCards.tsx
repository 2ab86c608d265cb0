import type { GameType, VendorLaneCard } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { CardGrid, cardSurface } from '../../shared/ui/CardGrid';

const Grid = styled(CardGrid)`
  margin-top: ${vars.space.md};

  @media (max-width: 479px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${vars.space.sm};
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${vars.space.sm};
  height: 100%;
  ${cardSurface}
  padding: ${vars.space.lg} ${vars.space.md};
  text-align: center;

  img {
    width: 96px;
    height: 48px;
    object-fit: contain;
  }
  h2 {
    margin: 0;
    font-size: 16px;
  }
  & > button {
    margin-top: auto;
    width: 100%;
  }
`;

const Hot = styled.span`
  position: absolute;
  top: ${vars.space.sm};
  inset-inline-end: ${vars.space.sm};
  padding: ${vars.space.xxs} ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.accent};
  color: ${vars.color.onAccent};
  font-size: 12px;
  font-weight: 700;
`;

export interface VendorCardsProps {
  vendors: readonly VendorLaneCard[];
  gameType: GameType;
  label: string;
  onEnter: (vendor: { vassalage: string; gameType: GameType }) => void;
  busy: boolean;
}

/** Sports and e-sports lobbies: one card per vendor (spec: a lobby grid), entering the vendor's book. */
export function VendorCards({ vendors, gameType, label, onEnter, busy }: VendorCardsProps) {
  const { t } = useTranslation('lobby');
  return (
    <Grid $min="220px" aria-label={label}>
      {vendors.map((vendor) => (
        <li key={vendor.vassalage}>
          <Card aria-label={vendor.displayName}>
            {vendor.isHot === 1 ? <Hot>{t('vendorCards.hot')}</Hot> : null}
            <img src={vendor.iconUrl} alt="" loading="lazy" />
            <h2>{vendor.displayName}</h2>
            <Button
              onClick={() => onEnter({ vassalage: vendor.vassalage, gameType })}
              disabled={busy}
              aria-label={t('vendorCards.enterVendor', { vendor: vendor.displayName })}
            >
              {t('vendorCards.enter')}
            </Button>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
