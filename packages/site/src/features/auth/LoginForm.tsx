import { useState } from 'react';
import { useTranslation } from '@wl/i18n';
import { Button, Loader, Tabs, vars } from '@wl/ui-kit';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormFlags } from '../../shared/platform/useFormFlags';
import { SocialSignInButtons } from '../../shared/session/identity/SocialSignInButtons';
import { useAppDispatch } from '../../shared/store/hooks';
import { modalOpened } from '../../shared/ui/uiSlice';
import { PasskeySignIn } from './PasskeySignIn';
import { SmsLoginTab } from './SmsLoginTab';
import { LinkButton, UsernameLoginTab } from './UsernameLoginTab';
import { useLoginSubmit } from './useLoginSubmit';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${vars.space.md};
`;

const Footnote = styled.p`
  margin: 0;
  display: flex;
  gap: ${vars.space.xs};
  justify-content: center;
  flex-wrap: wrap;
  color: ${vars.color.textMuted};
  font-size: 14px;
  a {
    color: ${vars.color.primaryText};
  }
`;

export interface LoginFormProps {
  /** `modal`: the register link opens the register modal; `page`: it goes to /register. */
  mode: 'modal' | 'page';
}

/**
 * The login form of the modal and of the /login page: the username tab and (MOBILEVERCODELOGIN3) the
 * SMS tab, free play (FREEPLAY3), the brand's social buttons and the way to register (DIRECTREG3).
 */
export function LoginForm({ mode }: LoginFormProps) {
  const { t } = useTranslation(['auth', 'common']);
  const dispatch = useAppDispatch();
  const { flags, pending } = useFormFlags();
  const login = useLoginSubmit();
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const forgotOn = flags.CHNGPASSMAIL3 || flags.CHNGPASSVERIF3;

  const switchTab = (next: string) => {
    login.setError(null);
    setTab(next === 'sms' ? 'sms' : 'username');
  };

  const usernameTab = (
    <UsernameLoginTab
      {...login}
      onForgotPassword={forgotOn ? () => dispatch(modalOpened('forgotPassword')) : undefined}
    />
  );

  if (pending) return pending;

  return (
    <Stack>
      {flags.MOBILEVERCODELOGIN3 ? (
        <Tabs
          label={t('auth:login.tabsLabel')}
          fullWidth
          value={tab}
          onChange={switchTab}
          items={[
            { id: 'username', label: t('auth:login.tabs.username'), content: usernameTab },
            { id: 'sms', label: t('auth:login.tabs.sms'), content: <SmsLoginTab {...login} /> },
          ]}
        />
      ) : (
        usernameTab
      )}
      <PasskeySignIn />
      {flags.FREEPLAY3 && (
        <Button variant="secondary" fullWidth onClick={() => void login.freePlay()}>
          {t('auth:login.freePlay')}
        </Button>
      )}
      <SocialSignInButtons withDivider />
      {flags.DIRECTREG3 && (
        <Footnote>
          <span>{t('auth:login.noAccount')}</span>
          {mode === 'modal' ? (
            <LinkButton type="button" onClick={() => dispatch(modalOpened('register'))}>
              {t('auth:login.registerNow')}
            </LinkButton>
          ) : (
            <Link to="/register">{t('auth:login.registerNow')}</Link>
          )}
        </Footnote>
      )}
      {login.loading && <Loader fullScreen label={t('auth:login.loggingIn')} />}
    </Stack>
  );
}
