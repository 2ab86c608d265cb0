import type { ComponentProps } from 'react';
import { Loader } from '@wl/ui-kit';
import type { AlertDialog } from './HostedDialogs';
import { lazyScreen, type RetriableScreen } from '../shared/lazy/lazyScreen';
import { LazyRoute } from '../shared/lazy/LazyRoute';
import { LoadFailedDialog } from '../shared/lazy/LoadFailedDialog';
import { useAppDispatch, useAppSelector } from '../shared/store/hooks';
import {
  alertDismissed,
  modalClosed,
  selectAlert,
  selectModal,
  type ModalName,
} from '../shared/ui/uiSlice';
import type { HostedModalProps } from '../shared/ui/modals';

type HostedModal = RetriableScreen<HostedModalProps>;

/**
 * The spec's modals by name. Features register their modal components here; each loads when it first
 * opens, like a screen (120 s timeout, load error with a Retry that imports it again: a failed load is
 * never remembered), and features open them with `modalOpened(name)` without importing each other.
 */
const MODALS: Partial<Record<ModalName, HostedModal>> = {
  login: lazyScreen(() => import('../features/auth').then((m) => m.loadLoginModal())),
  twoFactorSignIn: lazyScreen(() => import('../features/auth').then((m) => m.loadTwoFactorModal())),
  register: lazyScreen(() => import('../features/register').then((m) => m.loadRegisterModal())),
  registerSuccess: lazyScreen(() =>
    import('../features/register').then((m) => m.loadRegisterSuccessModal()),
  ),
  forgotPassword: lazyScreen(() =>
    import('../features/password').then((m) => m.loadForgotPasswordModal()),
  ),
  changePassword: lazyScreen(() =>
    import('../features/password').then((m) => m.loadChangePasswordModal()),
  ),
  public: lazyScreen(() =>
    import('../features/announcements').then((m) => m.loadPublicAnnouncementModal()),
  ),
  notice: lazyScreen(() =>
    import('../features/announcements').then((m) => m.loadNoticeListModal()),
  ),
  gamePopup: lazyScreen(() => import('../features/games').then((m) => m.loadGamePopupModal())),
  help: lazyScreen(() => import('../features/help').then((m) => m.loadHelpModal())),
  search: lazyScreen(() => import('../features/search').then((m) => m.loadSearchPalette())),
  download: lazyScreen(() => import('../features/download').then((m) => m.loadDownloadModal())),
  // The dialogs (and the kit's Modal under them) load when the first one opens, not with the page.
  realAccountRequired: lazyScreen(() =>
    import('./HostedDialogs').then((m) => ({ default: m.RealAccountDialog })),
  ),
};

/** Starts loading a modal's code before it opens (the arrival announcement, once its call says it will). */
export function preloadModal(name: ModalName) {
  MODALS[name]?.preload();
}

const alertDialog = lazyScreen<ComponentProps<typeof AlertDialog>>(() =>
  import('./HostedDialogs').then((m) => ({ default: m.AlertDialog })),
);

export function ModalHost() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector(selectModal);
  if (!modal) return null;
  const hosted = MODALS[modal.name];
  if (!hosted) return null;
  const close = () => dispatch(modalClosed(modal.name));
  return (
    <LazyRoute
      key={modal.name}
      screen={hosted}
      props={{ onClose: close, props: modal.props ?? {} }}
      loading={<Loader fullScreen />}
      failure={({ error, retry }) => (
        <LoadFailedDialog
          error={error}
          onRetry={retry}
          onClose={() => {
            // The next opening (the login modal on the next 401) imports the chunk again.
            hosted.retry();
            close();
          }}
        />
      )}
    />
  );
}

/** The warning / notice dialog over everything (invalid invitation code, SMS send failure, success texts). */
export function AlertHost() {
  const dispatch = useAppDispatch();
  const alert = useAppSelector(selectAlert);
  if (!alert) return null;
  const dismiss = () => dispatch(alertDismissed());
  return (
    <LazyRoute
      screen={alertDialog}
      props={{ alert, onOk: dismiss }}
      loading={null}
      failure={({ error, retry }) => (
        <LoadFailedDialog error={error} onRetry={retry} onClose={dismiss} />
      )}
    />
  );
}
