import type { PointReward } from '@wl/api-client';
import { formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { Button, EmptyState, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { CardGrid } from '../../shared/ui/CardGrid';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useGetPointRewardsQuery } from './api';
import { RedeemDialog } from './RedeemDialog';

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  img,
  .picture {
    display: block;
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    background: ${vars.color.surfaceRaised};
  }
  .body {
    display: grid;
    gap: ${vars.space.xxs};
    padding: ${vars.space.md};
  }
  h3 {
    margin: 0;
    font-size: 16px;
    color: ${vars.color.text};
  }
  .cost {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
  .stock,
  .short {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  .footer {
    padding: 0 ${vars.space.md} ${vars.space.md};
  }
`;

// Not a list item: the loading grid is a status, and a <li> must sit in a list.
const SkeletonCard = styled.div`
  height: 280px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
`;

interface RewardsCatalogueProps {
  /** The player's points; undefined while loading. */
  points: number | undefined;
  /** Called with the success text after a redemption. */
  onRedeemed: (message: string) => void;
}

/** The rewards on offer: picture, name, points, stock, and the redeem button with its dialog. */
export function RewardsCatalogue({ points, onRedeemed }: RewardsCatalogueProps) {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const rewards = useGetPointRewardsQuery();
  const [chosen, setChosen] = useState<PointReward | null>(null);

  if (rewards.isError)
    return <QueryFailure error={rewards.error} onRetry={() => void rewards.refetch()} />;
  if (!rewards.data)
    return (
      <CardGrid $min="200px" as="div" role="status" aria-label={t('loading')} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </CardGrid>
    );
  if (rewards.data.length === 0)
    return <EmptyState title={t('rewards.empty')} description={t('rewards.emptyHint')} />;

  return (
    <>
      <CardGrid $min="200px" aria-label={t('rewards.label')}>
        {rewards.data.map((reward) => {
          const outOfStock = reward.stock <= 0;
          const missing = points === undefined ? 0 : Math.max(0, reward.points - points);
          return (
            <Card key={reward.rewardId}>
              {reward.imageUrl ? (
                <img src={reward.imageUrl} alt="" loading="lazy" />
              ) : (
                <span className="picture" />
              )}
              <div className="body">
                <h3>{reward.name}</h3>
                <span className="cost">
                  {t('rewards.points', { points: formatNumber(reward.points, language) })}
                </span>
                <span className="stock">
                  {outOfStock
                    ? t('rewards.outOfStock')
                    : t('rewards.stock', { amount: formatNumber(reward.stock, language) })}
                </span>
                {!outOfStock && missing > 0 ? (
                  <span className="short">
                    {t('rewards.notEnough', { points: formatNumber(missing, language) })}
                  </span>
                ) : null}
              </div>
              <div className="footer">
                <Button
                  fullWidth
                  variant={outOfStock || missing > 0 ? 'secondary' : 'primary'}
                  disabled={outOfStock || missing > 0 || points === undefined}
                  aria-label={t('rewards.redeemName', { name: reward.name })}
                  onClick={() => setChosen(reward)}
                >
                  {t('rewards.redeem')}
                </Button>
              </div>
            </Card>
          );
        })}
      </CardGrid>
      {chosen && points !== undefined ? (
        <RedeemDialog
          reward={chosen}
          points={points}
          onClose={() => setChosen(null)}
          onDone={(message) => {
            setChosen(null);
            onRedeemed(message);
          }}
        />
      ) : null}
    </>
  );
}
