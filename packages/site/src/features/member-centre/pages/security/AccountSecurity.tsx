import { useTranslation } from '@wl/i18n';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { QueryFailure } from '../../../../shared/api/QueryFailure';
import { useGetMemberInfoQuery } from '../../../../shared/account/api';
import { RecordSkeleton } from '../../../../shared/centre/RecordSkeleton';
import { Section } from '../../../../shared/centre/styles';
import { useGetSecurityQuery } from '../../securityApi';
import { HistorySection } from './HistorySection';
import { PasskeysSection } from './PasskeysSection';
import { SessionsSection } from './SessionsSection';
import { TwoFactorSection } from './TwoFactorSection';

/**
 * The Security Centre's account security, below the profile and passwords: two-step sign-in,
 * passkeys, active sessions and the sign-in history. Its own chunk: it loads with the page, not with
 * the centre.
 */
export function AccountSecurity() {
  const { t } = useTranslation('security');
  const { data: overview, error, refetch } = useGetSecurityQuery();
  const { data: member } = useGetMemberInfoQuery();
  const { hash } = useLocation();
  const ready = overview !== undefined && member !== undefined;
  // `#two-factor`: sent here to set it up (an agent of a brand that requires it)
  useEffect(() => {
    if (ready && hash === '#two-factor') document.getElementById('two-factor')?.scrollIntoView();
  }, [hash, ready]);
  return (
    <>
      <Section aria-labelledby="security-two-factor" id="two-factor">
        <h4 id="security-two-factor">{t('twoFactor.title')}</h4>
        {error ? (
          <QueryFailure error={error} onRetry={() => void refetch()} />
        ) : !overview || !member ? (
          <RecordSkeleton rows={2} />
        ) : (
          <TwoFactorSection overview={overview} account={member.account} />
        )}
      </Section>
      <Section aria-labelledby="security-passkeys">
        <h4 id="security-passkeys">{t('passkeys.title')}</h4>
        {overview ? <PasskeysSection passkeys={overview.passkeys} /> : <RecordSkeleton rows={1} />}
      </Section>
      <Section aria-labelledby="security-sessions">
        <h4 id="security-sessions">{t('sessions.title')}</h4>
        <SessionsSection />
      </Section>
      <Section aria-labelledby="security-history">
        <h4 id="security-history">{t('history.title')}</h4>
        <HistorySection />
      </Section>
    </>
  );
}
