import { useTranslation } from '@wl/i18n';
import { Button, QRCode, vars } from '@wl/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useGetReferralQuery } from '../api';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { Totals } from '../../../shared/centre/Totals';
import { MemberPage } from './MemberPage';
import { useMoney } from '../../../shared/centre/useFormat';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${vars.space.lg};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.sm - 1}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${vars.space.md};
`;

const Copyable = styled.div`
  display: grid;
  gap: ${vars.space.xxs};

  span {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
  div {
    display: flex;
    align-items: center;
    gap: ${vars.space.sm};
    padding: ${vars.space.xs} ${vars.space.xs} ${vars.space.xs} ${vars.space.md};
    border: 1px solid ${vars.color.border};
    border-radius: ${vars.radius.md};
    background: ${vars.color.inputBackground};
  }
  output {
    flex: 1;
    min-width: 0;
    overflow-wrap: anywhere;
    font-family: ${({ theme }) => theme.typography.monoFamily};
  }
`;

const Qr = styled.figure`
  display: grid;
  justify-items: center;
  gap: ${vars.space.xs};
  margin: 0;
  figcaption {
    color: ${vars.color.textMuted};
    font-size: 13px;
  }
`;

/** A value with a copy button that says "Copied" once the clipboard has it. */
function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('common');
  const { t: tm } = useTranslation('memberCentre');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <Copyable>
      <span id={`copy-${label}`}>{label}</span>
      <div>
        <output aria-labelledby={`copy-${label}`}>{value}</output>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`${t('actions.copy')} ${label}`}
          onClick={() => {
            navigator.clipboard
              .writeText(value)
              .then(() => setState('copied'))
              .catch(() => setState('failed'));
          }}
        >
          {state === 'copied' ? t('actions.copied') : t('actions.copy')}
        </Button>
      </div>
      <span role="status">
        {state === 'copied' ? tm('referral.copied', { what: label }) : null}
        {state === 'failed' ? tm('referral.copyFailed') : null}
      </span>
    </Copyable>
  );
}

/** referral: the player's code and link to share (copy or QR), and who joined through them. */
export function ReferralPage() {
  const { t } = useTranslation('memberCentre');
  const money = useMoney();
  const { data, error, isFetching, refetch } = useGetReferralQuery();
  return (
    <MemberPage entry="referral">
      {error ? (
        <QueryFailure error={error} onRetry={() => void refetch()} />
      ) : isFetching && !data ? (
        <RecordSkeleton rows={3} />
      ) : data ? (
        <>
          <p>{t('referral.intro')}</p>
          <Layout>
            <Fields>
              <CopyField label={t('referral.code')} value={data.referralCode} />
              <CopyField label={t('referral.link')} value={data.referralUrl} />
            </Fields>
            <Qr>
              <QRCode value={data.referralUrl} label={t('referral.qr')} />
              <figcaption>{t('referral.scan')}</figcaption>
            </Qr>
          </Layout>
          <Totals
            label={t('referral.results')}
            items={[
              { label: t('referral.invited'), value: String(data.invitedCount) },
              { label: t('referral.rewards'), value: money(data.rewardTotal) },
            ]}
          />
        </>
      ) : null}
    </MemberPage>
  );
}
