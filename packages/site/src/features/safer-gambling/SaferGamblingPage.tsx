import type { RgExclusion } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Loader, vars } from '@wl/ui-kit';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { QueryFailure } from '../../shared/api/QueryFailure';
import { useBrand } from '../../shared/brand/BrandContext';
import { Notice, Section } from '../../shared/centre/styles';
import { memberCentrePath } from '../../shared/routes/centrePaths';
import { selectIsTrial, selectToken } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { useGetSaferGamblingStateQuery } from './api';
import { ExclusionForm } from './ExclusionForm';
import { useTime } from './format';
import { HelpOrganisations } from './HelpOrganisations';
import { LimitForm } from './LimitForm';
import { LimitsOverview } from './LimitsOverview';
import { RealityCheckSetting } from './RealityCheckSetting';
import { saferGamblingRefusal } from './refusalText';
import { registerRefusalText } from '../../shared/api/refusalTexts';
import { ReturnForm } from './ReturnForm';
import { contentPage } from '../../shared/ui/pageStyles';

// Safer gambling's refusals in the player's language (also registered by the host).
registerRefusalText(saferGamblingRefusal);

const Page = styled.div`
  ${contentPage('960px')}
  h2 {
    margin: 0;
    font-size: 20px;
  }
  h3 {
    margin: 0;
    font-size: 16px;
  }
  p {
    margin: 0;
    color: ${vars.color.textMuted};
  }
`;

const Tools = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 300px), 1fr));
  align-items: start;
  gap: ${vars.space.lg};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${vars.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    color: ${vars.color.primaryText};
    font-weight: 600;
  }
`;

/** What the player sees once a time-out or self-exclusion has started (they are signed out by then). */
function ExclusionStarted({ exclusion }: { exclusion: RgExclusion }) {
  const { t } = useTranslation('saferGambling');
  const time = useTime();
  const text =
    exclusion.endsAt === null
      ? t('exclusion.startedIndefinite')
      : t(exclusion.kind === 'timeOut' ? 'timeOut.started' : 'exclusion.started', {
          until: time(exclusion.endsAt),
        });
  return <Notice>{text}</Notice>;
}

/** A signed-in player's tools: the limits in force, the forms, the reality check, breaks, history. */
function PlayerTools({
  token,
  onExcluded,
}: {
  token: string;
  onExcluded: (exclusion: RgExclusion) => void;
}) {
  const { t } = useTranslation('saferGambling');
  const state = useGetSaferGamblingStateQuery(token, { refetchOnMountOrArgChange: true });
  if (state.error) return <QueryFailure error={state.error} onRetry={() => void state.refetch()} />;
  if (!state.data) return <Loader label={t('limits.loading')} />;
  const { limits, profile, realityCheckMinutes } = state.data;
  return (
    <>
      <Section aria-labelledby="rg-limits">
        <h2 id="rg-limits">{t('limits.title')}</h2>
        <LimitsOverview limits={limits} token={token} />
      </Section>
      <Tools>
        <Section>
          <LimitForm limits={limits} profile={profile} token={token} />
        </Section>
        <Section>
          <RealityCheckSetting profile={profile} minutes={realityCheckMinutes} token={token} />
        </Section>
        <Section>
          <ExclusionForm kind="timeOut" profile={profile} onStarted={onExcluded} />
        </Section>
        <Section>
          <ExclusionForm kind="selfExclusion" profile={profile} onStarted={onExcluded} />
        </Section>
      </Tools>
      <Section aria-labelledby="rg-history">
        <h2 id="rg-history">{t('history.title')}</h2>
        <p>{t('history.text')}</p>
        <Links>
          <li>
            <Link to={memberCentrePath('bets')}>{t('history.bets')}</Link>
          </li>
          <li>
            <Link to={memberCentrePath('transactions')}>{t('history.transactions')}</Link>
          </li>
        </Links>
      </Section>
    </>
  );
}

/**
 * `/safer-gambling`: what safer gambling offers on this brand. A player sees the limits in force with
 * what is pending and when it takes effect, a form for each tool and their history; a guest can sign
 * in, or ask to come back after a self-exclusion. Everyone sees the brand's help organisations.
 */
export function SaferGamblingPage() {
  const { t } = useTranslation('saferGambling');
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectToken);
  const trial = useAppSelector(selectIsTrial);
  const [started, setStarted] = useState<RgExclusion | null>(null);
  return (
    <Page>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div role="status">{started && <ExclusionStarted exclusion={started} />}</div>
      {token && !trial ? (
        <PlayerTools token={token} onExcluded={setStarted} />
      ) : (
        <Tools>
          <Section aria-labelledby="rg-guest">
            <h2 id="rg-guest">{t('guest.title')}</h2>
            <p>{t('guest.text')}</p>
            {!token && (
              <div>
                <Button onClick={() => dispatch(modalOpened('login'))}>{t('guest.logIn')}</Button>
              </div>
            )}
          </Section>
          {!token && (
            <Section>
              <ReturnForm />
            </Section>
          )}
        </Tools>
      )}
      <Section aria-labelledby="rg-help">
        <h2 id="rg-help">{t('help.title')}</h2>
        <p>{t('help.text')}</p>
        <HelpOrganisations organisations={brand.responsibleGaming.helpOrganisations} />
      </Section>
    </Page>
  );
}
