// The browser's install prompt (`beforeinstallprompt`, Chromium browsers), kept from the page's start
// until the player asks for it in the download modal. Only the capture is in the first page load; what
// reads and uses it (useInstallState.ts) loads with the download modal.

export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** What the page has heard from the browser so far, and who wants to know when it changes. */
export const installEvents = {
  deferred: null as BeforeInstallPromptEvent | null,
  installed: false,
  listeners: new Set<() => void>(),
  notify() {
    installEvents.listeners.forEach((listener) => listener());
  },
};

/** Called once at start: the prompt event comes early and only once per page. */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our own button asks instead of the browser's mini bar.
    event.preventDefault();
    installEvents.deferred = event as BeforeInstallPromptEvent;
    installEvents.notify();
  });
  window.addEventListener('appinstalled', () => {
    installEvents.deferred = null;
    installEvents.installed = true;
    installEvents.notify();
  });
}
