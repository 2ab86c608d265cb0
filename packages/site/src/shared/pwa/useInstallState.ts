import { useSyncExternalStore } from 'react';
import { installEvents } from './installPrompt';

/** `available`: the browser lets us ask; `installed`: running as the app, or just installed. */
export type InstallState = 'available' | 'installed' | 'unavailable';

function runningAsApp(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function installState(): InstallState {
  if (installEvents.installed || runningAsApp()) return 'installed';
  return installEvents.deferred ? 'available' : 'unavailable';
}

/** Asks the browser to install the app; true when the player accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = installEvents.deferred;
  if (!event) return false;
  installEvents.deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  if (outcome === 'accepted') installEvents.installed = true;
  installEvents.notify();
  return outcome === 'accepted';
}

/** Whether the app can be installed now, kept current as the browser tells the page. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      installEvents.listeners.add(listener);
      return () => installEvents.listeners.delete(listener);
    },
    installState,
    () => 'unavailable',
  );
}
