import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import type { VerificationFields } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Modal, SliderVerification, type SliderVerificationResult } from '@wl/ui-kit';

type Verify = () => Promise<VerificationFields | null>;

const VerificationContext = createContext<Verify | null>(null);

/** The verification fields a completed slider adds to a request (the simulator accepts and logs them). */
export function verificationFields(result: SliderVerificationResult): VerificationFields {
  return {
    validate: 'slider',
    sliderToken: btoa(JSON.stringify({ d: result.durationMs, t: result.trail.slice(-12) })),
  };
}

/**
 * The slider-verification step before username logins and SMS sends (spec): `verify()` opens the
 * slider in a dialog and resolves with the verification fields, or `null` when the player closes it.
 */
export function SliderVerificationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const [open, setOpen] = useState(false);
  const pending = useRef<((fields: VerificationFields | null) => void) | null>(null);

  const verify = useCallback<Verify>(
    () =>
      new Promise((resolve) => {
        pending.current?.(null);
        pending.current = resolve;
        setOpen(true);
      }),
    [],
  );

  const finish = (fields: VerificationFields | null) => {
    setOpen(false);
    pending.current?.(fields);
    pending.current = null;
  };

  return (
    <VerificationContext.Provider value={verify}>
      {children}
      <Modal open={open} onClose={() => finish(null)} title={t('slider.hint')} size="sm">
        <SliderVerification
          label={t('slider.hint')}
          doneText={t('slider.success')}
          onComplete={(result) => finish(verificationFields(result))}
        />
      </Modal>
    </VerificationContext.Provider>
  );
}

export function useSliderVerification(): Verify {
  const verify = useContext(VerificationContext);
  if (!verify)
    throw new Error('useSliderVerification() needs a <SliderVerificationProvider> above it');
  return verify;
}
