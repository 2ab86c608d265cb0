import {
  ERROR_CODES,
  isApiError,
  type PromotionAction,
  type PromotionDetail,
} from '@wl/api-client';
import { formatCurrency, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { Button, EmptyState, HtmlContent, vars } from '@wl/ui-kit';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { useProtectedAction } from '../../shared/session/useProtectedAction';
import {
  useClaimPromotionMutation,
  useGetPromotionDetailQuery,
  useJoinPromotionMutation,
} from './api';
import { periodOf } from './period';
import { PromotionStatusBadge } from './PromotionStatusBadge';
import { contentPage, labelledFigures } from '../../shared/ui/pageStyles';

/** The promotion id of `?id=`: a positive whole number, else null (not found). */
function promotionIdOf(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

const Page = styled.article`
  ${contentPage('880px')}
  .back {
    color: ${vars.color.primaryText};
  }
  .picture {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    border-radius: ${vars.radius.lg};
    background: ${vars.color.surfaceRaised};
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${vars.space.md};
  margin: 0;
  padding: ${vars.space.md};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${labelledFigures}
`;

const Actions = styled.div`
  display: grid;
  gap: ${vars.space.sm};
  justify-items: start;
`;

const Notice = styled.p<{ $tone: string }>`
  margin: 0;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  border-inline-start: 4px solid ${({ $tone }) => $tone};
  color: ${vars.color.text};
`;

const Skeleton = styled.div<{ $height: number }>`
  height: ${({ $height }) => $height}px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
`;

const Centred = styled.div`
  display: grid;
  justify-items: center;
  padding: ${vars.space.xxl} 0;

  a {
    color: ${vars.color.primaryText};
  }
`;

/** A promotion that does not exist (no id, a malformed one, or one the platform does not know). */
function PromotionNotFound() {
  const { t } = useTranslation('promotions');
  return (
    <Centred>
      <EmptyState
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={<Link to="/promotions">{t('backToList')}</Link>}
      />
    </Centred>
  );
}

type Outcome = { tone: 'success' | 'danger'; text: string };

/** The button of the action the promotion allows now; reports the success text or the refusal. */
function PromotionActionButton({
  promotion,
  action,
  onOutcome,
}: {
  promotion: PromotionDetail;
  action: PromotionAction;
  onOutcome: (outcome: Outcome | null) => void;
}) {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  const protect = useProtectedAction();
  const messageOf = useApiErrorMessage();
  const [join, joining] = useJoinPromotionMutation();
  const [claim, claiming] = useClaimPromotionMutation();
  const { promotionId, title } = promotion;

  const run = async () => {
    onOutcome(null);
    try {
      if (action === 'claim') {
        const result = await claim({ promotionId }).unwrap();
        onOutcome({
          tone: 'success',
          text:
            result.amount > 0
              ? t('success.claimCash', { amount: formatCurrency(result.amount, language) })
              : t('success.claimPrize'),
        });
      } else {
        await join({ promotionId }).unwrap();
        onOutcome({ tone: 'success', text: t(`success.${action}`, { title }) });
      }
    } catch (error) {
      onOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };

  return (
    <Button
      loading={joining.isLoading || claiming.isLoading}
      onClick={() => protect(() => void run())}
    >
      {t(`actions.${action}`)}
    </Button>
  );
}

/**
 * `/promoDetail?id=<promotionId>`: the promotion's picture, period, status, reward, sanitised content
 * and the action it allows now (join, apply, sign or claim; a guest is asked to log in first).
 */
export function PromotionDetailPage() {
  const [search] = useSearchParams();
  const promotionId = promotionIdOf(search.get('id'));
  if (promotionId === null) return <PromotionNotFound />;
  return <PromotionDetailView key={promotionId} promotionId={promotionId} />;
}

function PromotionDetailView({ promotionId }: { promotionId: number }) {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  const detail = useGetPromotionDetailQuery(promotionId);
  // The outcome of the last action stays on screen after the refreshed status (often without an
  // action any more) arrives.
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (detail.isError) {
    if (isApiError(detail.error) && detail.error.code === ERROR_CODES.NOT_FOUND_ENTITY)
      return <PromotionNotFound />;
    return (
      <Page>
        <Link className="back" to="/promotions">
          {t('backToList')}
        </Link>
        <QueryFailure error={detail.error} onRetry={() => void detail.refetch()} />
      </Page>
    );
  }
  const promotion = detail.currentData;
  if (!promotion)
    return (
      <Page role="status" aria-label={t('loading')} aria-busy="true">
        <Skeleton $height={32} />
        <Skeleton $height={320} />
        <Skeleton $height={160} />
      </Page>
    );

  const period = periodOf(promotion.startTime, promotion.endTime, language);

  return (
    <Page aria-labelledby="promotion-title">
      <Link className="back" to="/promotions">
        {t('backToList')}
      </Link>
      <h1 id="promotion-title">{promotion.title}</h1>
      <img className="picture" src={promotion.imageUrl} alt="" />
      <Facts>
        <div>
          <dt>{t('facts.status')}</dt>
          <dd>
            <PromotionStatusBadge status={promotion.status} />
          </dd>
        </div>
        <div>
          <dt>{t('facts.period')}</dt>
          <dd>{t('period', period)}</dd>
        </div>
        <div>
          <dt>{t('facts.reward')}</dt>
          <dd>
            {promotion.rewardType === 'cash'
              ? formatCurrency(promotion.rewardAmount, language)
              : t('facts.prize')}
          </dd>
        </div>
        {promotion.kind === 'join' && promotion.targetValidBet > 0 ? (
          <div>
            <dt>{t('facts.progress')}</dt>
            <dd>
              {t('facts.progressValue', {
                progress: formatNumber(promotion.progressValidBet, language),
                target: formatNumber(promotion.targetValidBet, language),
              })}
            </dd>
          </div>
        ) : null}
      </Facts>
      {promotion.action || outcome ? (
        <Actions>
          {promotion.action ? (
            <PromotionActionButton
              promotion={promotion}
              action={promotion.action}
              onOutcome={setOutcome}
            />
          ) : null}
          {outcome ? (
            <Notice
              role={outcome.tone === 'danger' ? 'alert' : 'status'}
              $tone={outcome.tone === 'danger' ? vars.color.danger : vars.color.success}
            >
              {outcome.text}
            </Notice>
          ) : null}
        </Actions>
      ) : null}
      <HtmlContent html={promotion.content} />
    </Page>
  );
}
