import { useTranslation } from '@wl/i18n';
import { ConfirmDialog, type ConfirmDialogProps } from '../../shared/centre/ConfirmDialog';
import { usePointsErrorMessage } from './usePointsErrorMessage';

/** What a points-mall confirmation is given: the player's points, and where it goes when done. */
export interface PointsDialogProps {
  points: number;
  onClose: () => void;
  /** The action went through: what to tell the player. */
  onDone: (message: string) => void;
}

/**
 * A confirmation of the points mall (a conversion, a redemption): the mall's close and cancel words,
 * and the platform's refusal of the last try (`error`) in the mall's own words.
 */
export function PointsDialog({
  error,
  ...dialog
}: Omit<ConfirmDialogProps, 'closeLabel' | 'cancelLabel' | 'refusal'> & { error: unknown }) {
  const { t } = useTranslation('pointsMall');
  const messageOf = usePointsErrorMessage();
  return (
    <ConfirmDialog
      {...dialog}
      closeLabel={t('close')}
      cancelLabel={t('cancel')}
      refusal={error ? messageOf(error) : null}
    />
  );
}
