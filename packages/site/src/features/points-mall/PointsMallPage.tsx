import { formatCurrency, formatNumber, useLanguage, useTranslation } from '@wl/i18n';
import { Button, media, Tabs, vars } from '@wl/ui-kit';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { labelledFigures, pageHeader } from '../../shared/ui/pageStyles';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useGetPointConfigQuery, useGetPointsBalanceQuery } from './api';
import { ConvertDialog } from './ConvertDialog';
import { PointsRecord } from './PointsRecord';
import { RedeemHistory } from './RedeemHistory';
import { RewardsCatalogue } from './RewardsCatalogue';

const SECTIONS = ['rewards', 'history', 'record'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (value: string | null): value is Section =>
  (SECTIONS as readonly (string | null)[]).includes(value);

const Page = styled.div`
  display: grid;
  /* One column no wider than the screen: the tab row scrolls inside it on a phone. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${vars.space.lg};
  width: min(100%, 1120px);

  ${pageHeader}
`;

const Summary = styled.section`
  display: grid;
  gap: ${vars.space.md};
  align-items: center;
  padding: ${vars.space.lg};
  border: 1px solid ${vars.color.border};
  border-radius: ${vars.radius.lg};
  background: ${vars.color.surface};

  ${media.sm} {
    grid-template-columns: 1fr 1fr auto;
  }
  dl {
    display: contents;
  }
  ${labelledFigures}
  dd {
    font-size: 18px;
    font-variant-numeric: tabular-nums;
  }
  .points {
    color: ${vars.color.primaryText};
    font-size: 28px;
  }
`;

const Skeleton = styled.span`
  display: inline-block;
  width: 8ch;
  height: 1em;
  border-radius: ${vars.radius.sm};
  background: ${vars.color.skeleton};
`;

const Notice = styled.p`
  margin: 0;
  padding: ${vars.space.md};
  border-radius: ${vars.radius.md};
  background: ${vars.color.surfaceRaised};
  border-inline-start: 4px solid ${vars.color.success};
  color: ${vars.color.text};
`;

/** `/pointMall`: points balance and exchange ratio, rewards, redeem history, points record, conversion. */
export function PointsMallPage() {
  const { t } = useTranslation('pointsMall');
  const { language } = useLanguage();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab');
  const section: Section = isSection(tab) ? tab : 'rewards';
  const [notice, setNotice] = useState<string | null>(null);
  const [converting, setConverting] = useState(false);
  const balance = useGetPointsBalanceQuery();
  const config = useGetPointConfigQuery();
  const points = balance.data?.points;
  const ratio = config.data?.exchangeRatio ?? balance.data?.exchangeRatio;

  const showSection = (id: string) => {
    setNotice(null);
    setSearch(id === 'rewards' ? {} : { tab: id }, { replace: true });
  };

  return (
    <Page>
      <header>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {balance.isError ? (
        <QueryFailure error={balance.error} onRetry={() => void balance.refetch()} />
      ) : (
        <Summary aria-label={t('summary.label')} aria-busy={balance.isLoading}>
          <dl>
            <div>
              <dt>{t('summary.balance')}</dt>
              <dd className="points">
                {points === undefined ? <Skeleton /> : formatNumber(points, language)}
              </dd>
            </div>
            <div>
              <dt>{t('summary.ratio')}</dt>
              <dd>
                {ratio === undefined ? (
                  <Skeleton />
                ) : (
                  t('summary.ratioValue', {
                    points: formatNumber(ratio, language),
                    amount: formatCurrency(1, language),
                  })
                )}
              </dd>
            </div>
          </dl>
          <Button
            onClick={() => {
              setNotice(null);
              setConverting(true);
            }}
            disabled={points === undefined || !config.data}
          >
            {t('convert.open')}
          </Button>
        </Summary>
      )}
      {notice ? <Notice role="status">{notice}</Notice> : null}
      <Tabs
        label={t('sections')}
        value={section}
        onChange={showSection}
        items={[
          {
            id: 'rewards',
            label: t('tabs.rewards'),
            content: <RewardsCatalogue points={points} onRedeemed={setNotice} />,
          },
          { id: 'history', label: t('tabs.history'), content: <RedeemHistory /> },
          { id: 'record', label: t('tabs.record'), content: <PointsRecord /> },
        ]}
      />
      {converting && points !== undefined && config.data ? (
        <ConvertDialog
          points={points}
          config={config.data}
          onClose={() => setConverting(false)}
          onDone={(message) => {
            setConverting(false);
            setNotice(message);
          }}
        />
      ) : null}
    </Page>
  );
}
