import type { VerificationFields } from '@wl/api-client';
import { useTranslation } from '@wl/i18n';
import { Modal, SliderVerification, type SliderVerificationResult } from '@wl/ui-kit';

/** The verification fields a completed slider adds to a request (the simulator accepts and logs them). */
export function verificationFields(result: SliderVerificationResult): VerificationFields {
  return {
    validate: 'slider',
    sliderToken: btoa(JSON.stringify({ d: result.durationMs, t: result.trail.slice(-12) })),
  };
}

export interface SliderVerificationDialogProps {
  open: boolean;
  onFinish: (fields: VerificationFields | null) => void;
}

/** The slider in its dialog; `SliderVerificationProvider` loads it when a form that may need it mounts. */
export function SliderVerificationDialog({ open, onFinish }: SliderVerificationDialogProps) {
  const { t } = useTranslation('auth');
  return (
    <Modal open={open} onClose={() => onFinish(null)} title={t('slider.hint')} size="sm">
      <SliderVerification
        label={t('slider.hint')}
        doneText={t('slider.success')}
        onComplete={(result) => onFinish(verificationFields(result))}
      />
    </Modal>
  );
}
