import { ERROR_CODES, isApiError } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Button, Modal, TextField } from '@wl/ui-kit';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSecurityErrorMessage } from '../../shared/account/useSecurityErrorMessage';
import { useCompleteSignIn, type SignInMethod } from '../../shared/session/useCompleteSignIn';
import { useAppDispatch } from '../../shared/store/hooks';
import type { HostedModalProps } from '../../shared/ui/modals';
import { modalOpened, SESSION_EXPIRED } from '../../shared/ui/uiSlice';
import { useTwoFactorSignInMutation } from './api';
import { Form, FormError, LinkButton } from './formStyles';

const SIGN_IN_METHODS: readonly SignInMethod[] = [
  'username',
  'sms',
  'identityProvider',
  'freePlay',
  'register',
  'resetByPhone',
  'passkey',
];
/** The first step the ticket came from (the modal's props are plain values). */
const methodOf = (value: unknown): SignInMethod =>
  SIGN_IN_METHODS.find((method) => method === value) ?? 'username';

/**
 * The second step of a sign-in with two-step sign-in on (`twoFactorSignIn`, opened by
 * `useCompleteSignIn` with the first step's ticket): the authenticator code, or "Use a recovery
 * code". A wrong code says so and stays; the wait after too many says how long; an expired ticket
 * offers the login again. The session then goes the shared way (`useCompleteSignIn`).
 */
export function TwoFactorSignInModal({ onClose, props }: HostedModalProps) {
  const { t } = useTranslation(['security', 'common']);
  const dispatch = useAppDispatch();
  const describe = useSecurityErrorMessage();
  const completeSignIn = useCompleteSignIn();
  const [verify, { isLoading }] = useTwoFactorSignInMutation();
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [expired, setExpired] = useState(false);
  const introId = useId();
  const field = useRef<HTMLInputElement>(null);
  // the field of the other kind of code takes the focus when the player switches
  const switched = useRef(false);
  useEffect(() => {
    if (switched.current) field.current?.focus();
  }, [mode]);
  const ticket = typeof props.ticket === 'string' ? props.ticket : '';
  const username = typeof props.username === 'string' ? props.username : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) {
      setError(
        t(mode === 'code' ? 'security:signIn.codeRequired' : 'security:signIn.recoveryRequired'),
      );
      return;
    }
    setError(null);
    try {
      const answer = await verify(
        mode === 'code' ? { ticket, code: typed } : { ticket, recoveryCode: typed },
      ).unwrap();
      await completeSignIn(
        username === undefined ? answer : { ...answer, username },
        methodOf(props.method),
      );
    } catch (failure) {
      if (isApiError(failure) && failure.code === ERROR_CODES.TWO_FACTOR_TICKET_INVALID)
        setExpired(true);
      setError(describe(failure));
      setValue('');
    }
  };

  const switchMode = () => {
    switched.current = true;
    setMode(mode === 'code' ? 'recovery' : 'code');
    setValue('');
    setError(null);
  };

  const backToLogin = () =>
    dispatch(
      modalOpened({
        name: 'login',
        props: props[SESSION_EXPIRED] === true ? { [SESSION_EXPIRED]: true } : {},
      }),
    );

  return (
    <Modal
      open
      onClose={onClose}
      title={t('security:signIn.title')}
      size="sm"
      closeLabel={t('common:actions.close')}
      describedBy={introId}
      initialFocus={field}
    >
      <Form noValidate onSubmit={(event) => void submit(event)}>
        <p id={introId}>
          {t(mode === 'code' ? 'security:signIn.codeIntro' : 'security:signIn.recoveryIntro')}
        </p>
        {mode === 'code' ? (
          <TextField
            key="code"
            label={t('security:signIn.codeLabel')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={value}
            onChange={(event) => setValue(event.target.value.replace(/[^\d ]/g, ''))}
            ref={field}
          />
        ) : (
          <TextField
            key="recovery"
            label={t('security:signIn.recoveryLabel')}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            ref={field}
          />
        )}
        {error && <FormError role="alert">{error}</FormError>}
        {expired ? (
          <Button type="button" fullWidth size="lg" onClick={backToLogin}>
            {t('security:signIn.backToLogin')}
          </Button>
        ) : (
          <Button type="submit" fullWidth size="lg" loading={isLoading}>
            {t('security:signIn.submit')}
          </Button>
        )}
        <div>
          <LinkButton type="button" onClick={switchMode}>
            {t(mode === 'code' ? 'security:signIn.useRecovery' : 'security:signIn.useCode')}
          </LinkButton>
        </div>
      </Form>
    </Modal>
  );
}
