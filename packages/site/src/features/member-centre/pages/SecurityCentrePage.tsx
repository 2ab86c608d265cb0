import { AVATAR_LIMITS, NICKNAME_RULES } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Avatar, Button, ImageUploader, TextField, vars } from '@wl/ui-kit';
import { characterCount } from '@wl/validation';
import { useFormik } from 'formik';
import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { object, string } from 'yup';
import { QueryFailure } from '../../../shared/api/QueryFailure';
import { useApiErrorMessage } from '../../../shared/api/useApiErrorMessage';
import { useGetMemberInfoQuery } from '../../../shared/account/api';
import { useBrand } from '../../../shared/brand/BrandContext';
import { useAppDispatch } from '../../../shared/store/hooks';
import { modalOpened } from '../../../shared/ui/uiSlice';
import { RecordSkeleton } from '../../../shared/centre/RecordSkeleton';
import { MemberPage } from './MemberPage';
import { FormBox, Section } from '../../../shared/centre/styles';
import { useDateTime } from '../../../shared/centre/useFormat';
import { formikField } from '../../../shared/fields/formikField';
import { useUpdateNicknameMutation, useUploadAvatarMutation } from '../api';
import { lazyComponent } from '../../../shared/lazy/lazyComponent';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { DetailList } from '../../../shared/ui/DetailList';
import { FormSubmit, type Outcome } from '../../../shared/centre/FormOutcome';

// Two-step sign-in, passkeys, sessions and history: a chunk of their own (QR code, WebAuthn texts).
const AccountSecurity = lazyComponent(async () => ({
  default: (await import('./security/AccountSecurity')).AccountSecurity,
}));

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

// The account's details read as plain text beside their terms.
const Details = styled(DetailList)`
  dd {
    font-weight: inherit;
  }
`;

type NicknameProblem = 'required' | 'markup' | 'length' | 'characters' | 'letterOrDigit';

/** The first rule of NICKNAME_RULES (the platform's own) the trimmed nickname breaks, or null. */
function nicknameProblem(value: string): NicknameProblem | null {
  const nickname = value.trim();
  if (!nickname) return 'required';
  if (NICKNAME_RULES.markup.test(nickname)) return 'markup';
  const length = characterCount(nickname.normalize('NFC'));
  if (length < NICKNAME_RULES.minLength || length > NICKNAME_RULES.maxLength) return 'length';
  if (!NICKNAME_RULES.allowed.test(nickname)) return 'characters';
  if (!NICKNAME_RULES.letterOrDigit.test(nickname)) return 'letterOrDigit';
  return null;
}

/** The nickname, checked as the platform checks it; saved, member info is read again (header too). */
function NicknameForm({ current }: { current: string }) {
  const { t } = useTranslation('memberCentre');
  const messageOf = useApiErrorMessage();
  const [save] = useUpdateNicknameMutation();
  const [notice, setNotice] = useState<Outcome>(null);
  const schema = useMemo(
    () =>
      object({
        nickname: string().test('nickname', '', (value, context) => {
          const problem = nicknameProblem(value ?? '');
          return problem
            ? context.createError({
                message: t(`nickname.${problem}`, {
                  min: NICKNAME_RULES.minLength,
                  max: NICKNAME_RULES.maxLength,
                }),
              })
            : true;
        }),
      }),
    [t],
  );
  const formik = useFormik({
    initialValues: { nickname: current },
    enableReinitialize: true,
    validationSchema: schema,
    onSubmit: async ({ nickname }) => {
      setNotice(null);
      try {
        await save({ nickname: nickname.trim() }).unwrap();
        setNotice({ text: t('nickname.saved'), error: false });
      } catch (error) {
        setNotice({ text: messageOf(error), error: true });
      }
    },
  });
  return (
    <FormBox aria-label={t('nickname.form')} noValidate onSubmit={formik.handleSubmit}>
      <TextField
        label={t('nickname.label')}
        autoComplete="nickname"
        spellCheck={false}
        required
        hint={t('nickname.hint', {
          min: NICKNAME_RULES.minLength,
          max: NICKNAME_RULES.maxLength,
        })}
        {...formikField(formik, 'nickname')}
      />
      <FormSubmit outcome={notice} label={t('nickname.save')} loading={formik.isSubmitting} />
    </FormBox>
  );
}

/**
 * A new avatar: one png or jpg of at most 5 MB picked with a preview, then uploaded; member info is
 * read again, so the profile and the header show it (a picture that fails still falls back).
 */
function AvatarForm() {
  const { t } = useTranslation('memberCentre');
  const messageOf = useApiErrorMessage();
  const [upload, { isLoading }] = useUploadAvatarMutation();
  const [files, setFiles] = useState<File[]>([]);
  // A new picker after an upload, so no limit message of the last pick lingers.
  const [round, setRound] = useState(0);
  const [notice, setNotice] = useState<Outcome>(null);
  const submit = async () => {
    const [file] = files;
    if (!file) {
      setNotice({ text: t('avatar.chooseFirst'), error: true });
      return;
    }
    setNotice(null);
    try {
      await upload(file).unwrap();
    } catch (error) {
      setNotice({ text: messageOf(error), error: true });
      return;
    }
    setFiles([]);
    setRound((n) => n + 1);
    setNotice({ text: t('avatar.saved'), error: false });
  };
  return (
    <FormBox
      aria-label={t('avatar.form')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ImageUploader
        key={round}
        files={files}
        onChange={(picked) => {
          setNotice(null);
          setFiles(picked);
        }}
        label={t('avatar.picture')}
        hint={t('avatar.hint')}
        addLabel={t('avatar.choose')}
        removeLabel={() => t('avatar.remove')}
        messages={{ type: t('images.type'), size: t('images.size'), count: t('images.countOne') }}
        maxCount={1}
        maxBytes={AVATAR_LIMITS.maxBytes}
      />
      <FormSubmit outcome={notice} label={t('avatar.upload')} loading={isLoading} />
    </FormBox>
  );
}

/**
 * securityCenter: the player's profile with nickname and avatar, the login and payment passwords, and
 * the account's security (two-step sign-in, passkeys, sessions, sign-in history).
 */
export function SecurityCentrePage() {
  const { t } = useTranslation('memberCentre');
  const brand = useBrand();
  const dispatch = useAppDispatch();
  const dateTime = useDateTime();
  const { data: member, error, refetch } = useGetMemberInfoQuery();
  const none = t('profile.notSet');
  return (
    <MemberPage entry="securityCenter">
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
      {member && (
        <>
          <Section aria-labelledby="centre-nickname">
            <h4 id="centre-nickname">{t('nickname.title')}</h4>
            <NicknameForm current={member.nickname} />
          </Section>
          <Section aria-labelledby="centre-avatar">
            <h4 id="centre-avatar">{t('avatar.title')}</h4>
            <AvatarForm />
          </Section>
        </>
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
      <AccountSecurity />
    </MemberPage>
  );
}
