import {
  Component,
  createContext,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { VerificationFields } from '@wl/api-client';
import { lazyScreen } from '../lazy/lazyScreen';
import type { SliderVerificationDialogProps } from './SliderVerificationDialog';

type Verify = () => Promise<VerificationFields | null>;

interface Verification {
  verify: Verify;
  /** Starts loading the dialog's code (a form that may ask for the slider is on screen). */
  prepare: () => void;
}

const VerificationContext = createContext<Verification | null>(null);

// The slider and its dialog are not part of the first page load: they load when a form that uses
// `useSliderVerification()` mounts (or, at the latest, when `verify()` opens it).
const loadDialog = () => import('./SliderVerificationDialog');
const dialog = lazyScreen<SliderVerificationDialogProps>(() =>
  loadDialog().then((m) => ({ default: m.SliderVerificationDialog })),
);

/** A dialog whose code failed to load counts as closed; the next `verify()` loads it again. */
class DialogBoundary extends Component<{ onFailed: () => void; children: ReactNode }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    dialog.retry();
    this.props.onFailed();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The slider-verification step before username logins and SMS sends (spec): `verify()` opens the
 * slider in a dialog and resolves with the verification fields, or `null` when the player closes it.
 */
export function SliderVerificationProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first `verify()` on, so closing keeps the dialog's own focus return.
  const [used, setUsed] = useState(false);
  const pending = useRef<((fields: VerificationFields | null) => void) | null>(null);

  const verify = useCallback<Verify>(
    () =>
      new Promise((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setUsed(true);
        setOpen(true);
      }),
    [],
  );
  const prepare = useCallback(() => void loadDialog().catch(() => undefined), []);
  const value = useMemo(() => ({ verify, prepare }), [verify, prepare]);

  const Dialog = dialog.Component;
  const finish = (fields: VerificationFields | null) => {
    setOpen(false);
    pending.current?.(fields);
    pending.current = null;
  };

  return (
    <VerificationContext.Provider value={value}>
      {children}
      {used && (
        <DialogBoundary
          onFailed={() => {
            setUsed(false);
            finish(null);
          }}
        >
          <Suspense fallback={null}>
            <Dialog open={open} onFinish={finish} />
          </Suspense>
        </DialogBoundary>
      )}
    </VerificationContext.Provider>
  );
}

export function useSliderVerification(): Verify {
  const verification = useContext(VerificationContext);
  if (!verification)
    throw new Error('useSliderVerification() needs a <SliderVerificationProvider> above it');
  const { prepare } = verification;
  useEffect(prepare, [prepare]);
  return verification.verify;
}
