import type { OpenModal } from '../../shared/ui/uiSlice';

/** What the app's ModalHost passes to a hosted modal (same shape as its HostedModalProps). */
export interface FeatureModalProps {
  onClose: () => void;
  props: NonNullable<OpenModal['props']>;
}
