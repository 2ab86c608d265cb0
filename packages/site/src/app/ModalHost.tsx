import { lazy, Suspense, type ComponentType } from 'react';
import { Loader } from '@wl/ui-kit';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import {
  alertDismissed,
  modalClosed,
  selectAlert,
  selectModal,
  type ModalName,
} from '../shared/ui/uiSlice';
import type { HostedModalProps } from '../shared/ui/modals';

/**
 * The spec's modals by name. Features register their modal components here (lazily, so a modal's code
 * loads when it first opens); features open them with `modalOpened(name)` and never import each other.
 */
const MODALS: Partial<Record<ModalName, ComponentType<HostedModalProps>>> = {
  login: lazy(() => import('../features/auth').then((m) => m.loadLoginModal())),
  register: lazy(() => import('../features/register').then((m) => ({ default: m.RegisterModal }))),
  registerSuccess: lazy(() =>
    import('../features/register').then((m) => ({ default: m.RegisterSuccessModal })),
  ),
  forgotPassword: lazy(() =>
    import('../features/password').then((m) => ({ default: m.ForgotPasswordModal })),
  ),
  changePassword: lazy(() =>
    import('../features/password').then((m) => ({ default: m.ChangePasswordModal })),
  ),
  public: lazy(() =>
    import('../features/announcements').then((m) => m.loadPublicAnnouncementModal()),
  ),
  notice: lazy(() => import('../features/announcements').then((m) => m.loadNoticeListModal())),
  gamePopup: lazy(() => import('../features/games').then((m) => ({ default: m.GamePopupModal }))),
  help: lazy(() => import('../features/help').then((m) => m.loadHelpModal())),
  download: lazy(() => import('../features/download').then((m) => m.loadDownloadModal())),
};

// The dialogs (and the kit's Modal under them) load when the first one opens, not with the page.
const RealAccountDialog = lazy(() =>
  import('./HostedDialogs').then((m) => ({ default: m.RealAccountDialog })),
);
const AlertDialog = lazy(() => import('./HostedDialogs').then((m) => ({ default: m.AlertDialog })));

export function ModalHost() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectModal);
  if (!modal) return null;
  const Hosted = modal.name === 'realAccountRequired' ? RealAccountDialog : MODALS[modal.name];
  if (!Hosted) return null;
  return (
    <Suspense fallback={<Loader fullScreen />}>
      <Hosted
        key={modal.name}
        onClose={() => dispatch(modalClosed(modal.name))}
        props={modal.props ?? {}}
      />
    </Suspense>
  );
}

/** The warning / notice dialog over everything (invalid invitation code, SMS send failure, success texts). */
export function AlertHost() {
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectAlert);
  if (!alert) return null;
  return (
    <Suspense fallback={null}>
      <AlertDialog alert={alert} onOk={() => dispatch(alertDismissed())} />
    </Suspense>
  );
}
