import { useTranslation } from '@wl/i18n';
import { Avatar, Button, vars } from '@wl/ui-kit';
import styled from 'styled-components';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useGetMemberInfoQuery } from '../../../shared/account/api';
import { useBrand } from '../../../shared/brand/BrandContext';
import { useAppDispatch } from '../../../shared/store/hooks';
import { modalOpened } from '../../../shared/ui/uiSlice';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { CentrePage } from '../../../shared/centre/CentrePage';
import { Section } from '../../../shared/centre/styles';
import { useDateTime } from '../../../shared/centre/useFormat';
import { PaymentPasswordForm } from './PaymentPasswordForm';

const Profile = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${vars.space.md};

  strong {
    display: block;
    font-size: 18px;
  }
`;

const Rank = styled.span<{ $colour: string }>`
  display: inline-block;
  margin-top: ${vars.space.xxs};
  padding: 0 ${vars.space.sm};
  border-radius: ${vars.radius.pill};
  border: 1px solid ${({ $colour }) => $colour || vars.color.border};
  font-size: 12px;
  font-weight: 700;
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${vars.space.xs} ${vars.space.lg};
  margin: 0;

  dt {
    color: ${vars.color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** securityCenter: the player's profile, and the login and payment passwords. */
export function SecurityCenterPage() {
  const { t } = useTranslation('memberCentre');
  const { t: tc } = useTranslation('centre');
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const dateTime = useDateTime();
  const { data: member, error, refetch } = useGetMemberInfoQuery();
  const none = t('profile.notSet');
  return (
    <CentrePage title={tc('member.securityCenter')}>
      {error ? (
        <QueryFailure error={error} onRetry={() => void refetch()} />
      ) : !member ? (
        <RecordSkeleton rows={4} />
      ) : (
        <Section aria-label={t('profile.title')}>
          <Profile>
            <Avatar
              src={member.avatarUrl}
              fallbackSrc={brand.assets.fallbackAvatar}
              alt=""
              size={64}
            />
            <div>
              <strong>{member.nickname || member.account}</strong>
              <Rank $colour={member.clubLabel.color}>{member.clubLabel.labelName}</Rank>
            </div>
          </Profile>
          <Details>
            <dt>{t('profile.account')}</dt>
            <dd>{member.account}</dd>
            <dt>{t('profile.nickname')}</dt>
            <dd>{member.nickname || none}</dd>
            <dt>{t('profile.email')}</dt>
            <dd>{member.email ?? none}</dd>
            <dt>{t('profile.mobile')}</dt>
            <dd>
              {member.mobileNum
                ? `${member.countryDialingCode ? `+${member.countryDialingCode} ` : ''}${member.mobileNum}`
                : none}
            </dd>
            <dt>{t('profile.currency')}</dt>
            <dd>{member.currency}</dd>
            <dt>{t('profile.registered')}</dt>
            <dd>{dateTime(member.registerTime)}</dd>
            <dt>{t('profile.lastLogin')}</dt>
            <dd>{member.lastLoginTime ? dateTime(member.lastLoginTime) : none}</dd>
          </Details>
        </Section>
      )}
      <Section aria-labelledby="centre-login-password">
        <h4 id="centre-login-password">{t('loginPassword.title')}</h4>
        <p>{t('loginPassword.hint')}</p>
        <div>
          <Button variant="secondary" onClick={() => dispatch(modalOpened('changePassword'))}>
            {t('loginPassword.change')}
          </Button>
        </div>
      </Section>
      <Section aria-labelledby="centre-payment-password">
        <h4 id="centre-payment-password">{t('paymentPassword.title')}</h4>
        <PaymentPasswordForm />
      </Section>
    </CentrePage>
  );
}
