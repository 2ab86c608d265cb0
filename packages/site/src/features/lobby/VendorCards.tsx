import type { GameType, VendorLaneCard } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(220px, 1fr));
  gap: ${vars.space.md};
  margin: ${vars.space.md} 0 0;
  padding: 0;
  list-style: none;

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
  padding: ${vars.space.lg} ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};
  color: ${vars.color.text};
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
    <Grid aria-label={label}>
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
