import { resetApiState } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Dialog, Loader } from '@wl/ui-kit';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { accountApi } from '../../shared/account/api';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { sessionApi } from '../../shared/session/api';
import { selectSession, signedIn, signedOut } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { alertShown, modalClosed } from '../../shared/ui/uiSlice';
import { useExchangeHandoverMutation } from './api';

function SigningIn() {
  const { t } = useTranslation('auth');
  return <Loader fullScreen label={t('handover.signingIn')} />;
}

function SwitchAccountQuestion({
  account,
  busy,
  onStay,
  onSwitch,
}: {
  account: string;
  busy: boolean;
  onStay: () => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  return (
    <Dialog
      open
      tone="confirm"
      title={t('handover.switchTitle')}
      text={t('handover.switchMessage', { account })}
      cancelLabel={t('handover.stay')}
      okLabel={t('handover.switch')}
      okLoading={busy}
      onCancel={onStay}
      onOk={onSwitch}
    />
  );
}

/**
 * Exchanges a handover code for a session (`POST /wps/session/handover/exchange`). A guest is signed
 * in at once. A signed-in player is asked first whether to switch: a link from someone else must not
 * replace the session unnoticed (login CSRF); "Stay signed in" keeps it and drops the code. A switch
 * signs the current player out (the token revoked, their cached data dropped) only once the code has
 * proved good. A refused code shows the platform's message and changes nothing.
 */
export function HandoverSignIn({ code, onSettled }: { code: string; onSettled: () => void }) {
  const dispatch = useAppDispatch();
  const describe = useApiErrorMessage();
  const session = useAppSelector(selectSession);
  // Who was signed in when the page opened with the code decides whether to ask.
  const [replacing] = useState(() => session.token !== null);
  const [asking, setAsking] = useState(replacing);
  const [exchange, { isLoading }] = useExchangeHandoverMutation();
  const started = useRef(false);

  const signIn = useCallback(async () => {
    if (started.current) return; // once: StrictMode runs effects twice, the code works once
    started.current = true;
    try {
      const answer = await exchange({ code }).unwrap();
      if (replacing) {
        // The old token is revoked while it is still the one the client sends; a failure (an
        // expired token) changes nothing here.
        await dispatch(sessionApi.endpoints.logout.initiate());
        dispatch(signedOut());
        dispatch(resetApiState());
      }
      const passwordChangeRequired = answer.temporaryPassword || answer.passwordExpired;
      dispatch(signedIn({ token: answer.token, passwordChangeRequired }));
      // an expired old token's 401 on the logout opened the login modal: the player is signed in
      if (replacing) dispatch(modalClosed('login'));
      // the forced change-password modal comes first (RootRoute); member info follows the change
      if (!passwordChangeRequired) {
        void dispatch(
          accountApi.endpoints.getMemberInfo.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      }
    } catch (error) {
      dispatch(alertShown({ tone: 'warning', message: describe(error) }));
    } finally {
      setAsking(false);
      onSettled();
    }
  }, [code, describe, dispatch, exchange, onSettled, replacing]);

  // A guest signs in at once; a signed-in player answers the dialog first.
  useEffect(() => {
    if (!replacing) void signIn();
  }, [replacing, signIn]);

  // The texts load with the auth namespace; the exchange above does not wait for them.
  return (
    <Suspense fallback={null}>
      {asking ? (
        <SwitchAccountQuestion
          account={session.account ?? session.username ?? ''}
          busy={isLoading}
          onStay={() => {
            if (started.current) return;
            setAsking(false);
            onSettled();
          }}
          onSwitch={() => void signIn()}
        />
      ) : isLoading ? (
        <SigningIn />
      ) : null}
    </Suspense>
  );
}
