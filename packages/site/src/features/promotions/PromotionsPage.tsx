import type { PromotionCategory } from '@wl/api-client';
import { useLanguage, useTranslation } from '@wl/i18n';
import { EmptyState, vars } from '@wl/ui-kit';
import { Link, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { CardGrid } from '../../shared/ui/CardGrid';
import { pageHeader } from '../../shared/ui/pageStyles';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useGetPromotionsQuery } from './api';
import { periodOf } from './period';
import { PromotionStatusBadge } from './PromotionStatusBadge';

/** The contract's categories, in the filter's order (after "All"). */
export const PROMOTION_CATEGORIES: readonly PromotionCategory[] = [
  'casino',
  'slots',
  'sports',
  'lottery',
  'general',
];
const isCategory = (value: string | null): value is PromotionCategory =>
  (PROMOTION_CATEGORIES as readonly (string | null)[]).includes(value);

const Page = styled.div`
  display: grid;
  gap: ${vars.space.lg};
  width: min(100%, 1120px);

  ${pageHeader}
`;

const Filter = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.xs};

  button {
    padding: ${vars.space.xs} ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: 999px;
    background: ${vars.color.surface};
    color: ${vars.color.text};
    font: inherit;
    cursor: pointer;
  }
  button[aria-pressed='true'] {
    border-color: ${vars.color.primary};
    background: ${vars.color.primary};
    color: ${vars.color.onPrimary};
  }
  button:focus-visible {
    outline: 2px solid ${vars.color.primaryText};
    outline-offset: 2px;
  }
`;

const Card = styled.li`
  display: grid;
  grid-template-rows: auto 1fr auto;
  overflow: hidden;
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  img {
    display: block;
    width: 100%;
    aspect-ratio: 16 / 9;
    object-fit: cover;
    background: ${vars.color.surfaceRaised};
  }
  .body {
    display: grid;
    align-content: start;
    gap: ${vars.space.xs};
    padding: ${vars.space.md};
  }
  h2 {
    margin: 0;
    font-size: 17px;
    color: ${vars.color.text};
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
  .period {
    font-size: 13px;
  }
  .footer {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${vars.space.sm};
    padding: 0 ${vars.space.md} ${vars.space.md};
  }
  a {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
`;

// Not a list item: the loading grid is a status, and a <li> must sit in a list.
const SkeletonCard = styled.div`
  height: 320px;
  border-radius: ${vars.radius.lg};
  background: ${vars.color.skeleton};
`;

/** `/promotions`: the promotions by category, each with its status and a link to its details. */
export function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('category');
  const category = isCategory(requested) ? requested : undefined;
  const promotions = useGetPromotionsQuery(category ? { category } : {});

  const choose = (next: PromotionCategory | undefined) =>
    setSearch(next ? { category: next } : {}, { replace: true });

  let content;
  if (promotions.isError)
    content = <QueryFailure error={promotions.error} onRetry={() => void promotions.refetch()} />;
  else if (!promotions.currentData)
    content = (
      <CardGrid $min="280px" as="div" role="status" aria-label={t('loading')} aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <SkeletonCard key={i} />
        ))}
      </CardGrid>
    );
  else if (promotions.currentData.length === 0)
    content = <EmptyState title={t('empty.title')} description={t('empty.description')} />;
  else
    content = (
      <CardGrid $min="280px" aria-label={t('list')}>
        {promotions.currentData.map((promotion) => {
          const period = periodOf(promotion.startTime, promotion.endTime, language);
          return (
            <Card key={promotion.promotionId}>
              <img src={promotion.imageUrl} alt="" loading="lazy" />
              <div className="body">
                <h2>{promotion.title}</h2>
                <p>{promotion.summary}</p>
                <p className="period">{t('period', period)}</p>
              </div>
              <div className="footer">
                <PromotionStatusBadge status={promotion.status} />
                <Link
                  to={`/promoDetail?id=${promotion.promotionId}`}
                  aria-label={t('detailsOf', { title: promotion.title })}
                >
                  {t('details')}
                </Link>
              </div>
            </Card>
          );
        })}
      </CardGrid>
    );

  return (
    <Page>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <Filter role="group" aria-label={t('categories.label')}>
        <button
          type="button"
          aria-pressed={category === undefined}
          onClick={() => choose(undefined)}
        >
          {t('categories.all')}
        </button>
        {PROMOTION_CATEGORIES.map((id) => (
          <button key={id} type="button" aria-pressed={category === id} onClick={() => choose(id)}>
            {t(`categories.${id}`)}
          </button>
        ))}
      </Filter>
      {content}
    </Page>
  );
}
