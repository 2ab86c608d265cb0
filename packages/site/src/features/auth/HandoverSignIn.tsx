import { resetApiState } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Dialog, Loader } from '@wl/ui-kit';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { accountApi, useGetMemberInfoQuery } from '../../shared/account/api';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { sessionApi } from '../../shared/session/api';
import { selectSession, signedIn, signedOut } from '../../shared/session/sessionSlice';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { alertShown, modalClosed } from '../../shared/ui/uiSlice';
import { useExchangeHandoverMutation, usePreviewHandoverMutation } from './api';

function SigningIn() {
  const { t } = useTranslation('auth');
  return <Loader fullScreen label={t('handover.signingIn')} />;
}

type QuestionKind = 'guest' | 'switch';

/** The texts of each question (auth namespace). */
const QUESTION_KEYS = {
  guest: {
    title: 'handover.guestTitle',
    text: 'handover.guestMessage',
    decline: 'handover.notNow',
    accept: 'handover.signIn',
  },
  switch: {
    title: 'handover.switchTitle',
    text: 'handover.switchMessage',
    decline: 'handover.stay',
    accept: 'handover.switch',
  },
} as const satisfies Record<QuestionKind, Record<string, string>>;

/** The question before a code is used: a guest is asked whose account, a player whether to switch. */
function HandoverQuestion({
  question,
  busy,
  onDecline,
  onAccept,
}: {
  question: { kind: QuestionKind; account: string };
  busy: boolean;
  onDecline: () => void;
  onAccept: () => void;
}) {
  const { t } = useTranslation('auth');
  const { account } = question;
  const keys = QUESTION_KEYS[question.kind];
  return (
    <Dialog
      open
      tone="confirm"
      title={t(keys.title, { account })}
      text={t(keys.text, { account })}
      cancelLabel={t(keys.decline)}
      okLabel={t(keys.accept)}
      okLoading={busy}
      onCancel={onDecline}
      onOk={onAccept}
    />
  );
}

/**
 * Exchanges a handover code for a session (`POST /wps/session/handover/exchange`), never unasked: a
 * link from someone else must not sign anyone into another account unnoticed (login CSRF).
 * - A guest is first told whose account the link signs in (`POST /wps/session/handover/preview`, the
 *   code kept) and asked "Sign in as …?"; "Not now" leaves the guest signed out and the code unused.
 * - A signed-in player is asked whether to switch; "Stay signed in" keeps the session and drops the
 *   code. A switch signs the current player out (the token revoked, their cached data dropped) only
 *   once the code has proved good.
 * A refused code shows the platform's message and changes nothing.
 */
export function HandoverSignIn({ code, onSettled }: { code: string; onSettled: () => void }) {
  const dispatch = useAppDispatch();
  const describe = useApiErrorMessage();
  const session = useAppSelector(selectSession);
  // Who was signed in when the page opened with the code decides the question.
  const [replacing] = useState(() => session.token !== null);
  const [question, setQuestion] = useState<{ kind: QuestionKind; account: string } | null>(() =>
    replacing ? { kind: 'switch', account: '' } : null,
  );
  // A switch names whoever is signed in now: the stored session can come back without the account
  // (a link opened right after a sign-in, before it was stored), which member info then brings.
  const signedInAccount = session.account ?? session.username ?? '';
  const asked = question?.kind === 'switch' ? { ...question, account: signedInAccount } : question;
  // Asked for here, not left to the header: a page without one (the help centre) loads nothing else.
  useGetMemberInfoQuery(undefined, { skip: question?.kind !== 'switch' || signedInAccount !== '' });
  const [preview] = usePreviewHandoverMutation();
  const [exchange, { isLoading }] = useExchangeHandoverMutation();
  const previewed = useRef(false);
  const started = useRef(false);

  const refused = useCallback(
    (error: unknown) => dispatch(alertShown({ tone: 'warning', message: describe(error) })),
    [describe, dispatch],
  );

  const signIn = useCallback(async () => {
    if (started.current) return; // once: the code works once
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
      refused(error);
    } finally {
      setQuestion(null);
      onSettled();
    }
  }, [code, dispatch, exchange, onSettled, refused, replacing]);

  // A guest's question names the account: the code is previewed first (once: StrictMode runs
  // effects twice).
  useEffect(() => {
    if (replacing || previewed.current) return;
    previewed.current = true;
    preview({ code })
      .unwrap()
      .then(
        ({ account }) => setQuestion({ kind: 'guest', account }),
        (error: unknown) => {
          refused(error);
          onSettled();
        },
      );
  }, [code, onSettled, preview, refused, replacing]);

  // The texts load with the auth namespace; the calls above do not wait for them.
  return (
    <Suspense fallback={null}>
      {asked ? (
        <HandoverQuestion
          question={asked}
          busy={isLoading}
          onDecline={() => {
            if (started.current) return;
            setQuestion(null);
            onSettled();
          }}
          onAccept={() => void signIn()}
        />
      ) : isLoading ? (
        <SigningIn />
      ) : null}
    </Suspense>
  );
}
