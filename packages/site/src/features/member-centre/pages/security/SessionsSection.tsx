import type { ActiveSession } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryFailure } from '../../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../../shared/api/useApiErrorMessage';
import { RecordSkeleton } from '../../../../shared/centre/RecordSkeleton';
import { useDateTime } from '../../../../shared/centre/useFormat';
import { useEndSessionsMutation, useGetSessionsQuery } from '../../securityApi';
import { browserText, deviceText } from './deviceText';
import { ItemList } from './PasskeysSection';
import { OutcomeStatus, type Outcome } from '../../../../shared/centre/FormOutcome';

const Mine = styled.span`
  display: inline-block;
  margin-inline-start: ${vars.space.xs};
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  background: ${vars.color.primary};
  color: ${vars.color.onPrimary};
  font-size: 12px;
  font-weight: 700;
`;

/**
 * Every signed-in session of the member: browser and device, IP, sign-in time and last activity,
 * this device marked. Ending one (or all others) signs that browser out at once: its next call is
 * refused and its tab shows the login with "signed out elsewhere".
 */
export function SessionsSection() {
  const { t } = useTranslation('security');
  const dateTime = useDateTime();
  const messageOf = useApiErrorMessage();
  const { data: sessions, error, refetch } = useGetSessionsQuery();
  const [end, { isLoading }] = useEndSessionsMutation();
  const [notice, setNotice] = useState<Outcome>(null);

  const endSessions = (request: { id: number } | { others: true }) => {
    setNotice(null);
    end(request)
      .unwrap()
      .then(({ ended }) => setNotice({ text: t('sessions.ended', { count: ended }), error: false }))
      .catch((failure: unknown) => setNotice({ text: messageOf(failure), error: true }));
  };

  if (error) return <QueryFailure error={error} onRetry={() => void refetch()} />;
  if (!sessions) return <RecordSkeleton rows={2} />;
  const others = sessions.filter((session) => !session.current);
  const label = (session: ActiveSession) => `${browserText(t, session)}, ${deviceText(t, session)}`;
  return (
    <>
      <p>{t('sessions.intro')}</p>
      <ItemList aria-label={t('sessions.listLabel')}>
        {sessions.map((session) => (
          <li key={session.id} aria-current={session.current ? 'true' : undefined}>
            <div>
              <strong>{label(session)}</strong>
              {session.current && <Mine>{t('sessions.thisDevice')}</Mine>}
              <small>
                {t('sessions.ip', { ip: session.ip || '—' })} ·{' '}
                {t('sessions.signedIn', { date: dateTime(session.signedInAt) })} ·{' '}
                {t('sessions.lastActive', { date: dateTime(session.lastActiveAt) })}
              </small>
            </div>
            {!session.current && (
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('sessions.endNamed', { device: label(session) })}
                disabled={isLoading}
                onClick={() => endSessions({ id: session.id })}
              >
                {t('sessions.end')}
              </Button>
            )}
          </li>
        ))}
      </ItemList>
      {others.length > 0 ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => endSessions({ others: true })}
            loading={isLoading}
          >
            {t('sessions.endOthers')}
          </Button>
        </div>
      ) : (
        <p>{t('sessions.onlyThis')}</p>
      )}
      <OutcomeStatus outcome={notice} />
    </>
  );
}
