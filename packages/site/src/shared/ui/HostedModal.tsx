import { useTranslation } from '@wl/i18n';
import { Modal, type ModalProps } from '@wl/ui-kit';

export type HostedModalFrameProps = Omit<ModalProps, 'open' | 'closeLabel'> & {
  /** The close button's name: the common "Close" or "Close dialog". */
  closeName?: 'close' | 'closeDialog';
};

/**
 * The frame of a modal the app's ModalHost shows (`modalOpened(name)`): open while it is hosted, its
 * close button named in the player's language.
 */
export function HostedModal({ closeName = 'close', ...props }: HostedModalFrameProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open
      closeLabel={t(closeName === 'close' ? 'actions.close' : 'a11y.closeDialog')}
      {...props}
    />
  );
}
