import { API_ERROR_KEYS, API_ERROR_MESSAGES, type ApiError } from '@wl/api-client';
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { useApiErrorMessage } from '../../shared/api/useApiErrorMessage';
import { HandoverPendingContext } from '../../shared/session/handoverPending';
import { useAppDispatch } from '../../shared/store/hooks';
import { alertShown } from '../../shared/ui/uiSlice';

interface HandoverSignInProps {
  code: string;
  onSettled: () => void;
}

const CHUNK_FAILED: ApiError = {
  kind: 'network',
  message: API_ERROR_MESSAGES[API_ERROR_KEYS.network],
  messageKey: API_ERROR_KEYS.network,
};

/** The exchange's code could not load (offline, a deploy): say so and let the page go on. */
function HandoverUnavailable({ onSettled }: HandoverSignInProps) {
  const dispatch = useAppDispatch();
  const describe = useApiErrorMessage();
  useEffect(() => {
    dispatch(alertShown({ tone: 'warning', message: describe(CHUNK_FAILED) }));
    onSettled();
  }, [describe, dispatch, onSettled]);
  return null;
}

const HandoverSignIn = lazy<ComponentType<HandoverSignInProps>>(() =>
  import('./HandoverSignIn').then(
    (m) => ({ default: m.HandoverSignIn }),
    () => ({ default: HandoverUnavailable }),
  ),
);

/**
 * Around the router: exchanges the handover code taken from the address at start (see handover.ts).
 * A guest is signed in at once; a signed-in player is asked first. Until that is settled
 * `useHandoverPending()` (shared/session) is true: the access guard does not send the player to /login
 * meanwhile and the public announcement waits.
 * The exchange and its dialog load only when there is a code.
 */
export function HandoverProvider({ code, children }: { code: string | null; children: ReactNode }) {
  const [pending, setPending] = useState(code !== null);
  const settled = useCallback(() => setPending(false), []);
  return (
    <HandoverPendingContext value={pending}>
      {children}
      {code !== null && pending ? (
        <Suspense fallback={null}>
          <HandoverSignIn code={code} onSettled={settled} />
        </Suspense>
      ) : null}
    </HandoverPendingContext>
  );
}
