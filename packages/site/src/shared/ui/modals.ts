import type { OpenModal } from './uiSlice';

/** The small serialisable options a modal was opened with, e.g. `{ forced: true }`. */
export type ModalOptions = NonNullable<OpenModal['props']>;

/**
 * What `app/ModalHost.tsx` passes to every modal it hosts. A feature's modal component takes these
 * props; features open modals by name with `modalOpened(name | { name, props })`.
 */
export interface HostedModalProps {
  onClose: () => void;
  props: ModalOptions;
}
