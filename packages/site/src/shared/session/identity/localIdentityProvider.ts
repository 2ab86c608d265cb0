import {
  IdentityProviderError,
  type IdentityCredential,
  type IdentityProvider,
  type SocialProvider,
} from './types';
import { identityErrorCode } from './errors';

/**
 * The simulator's provider page (apps/platform-sim/src/routes/access/identityProvider.ts). It sits under a
 * prefix the brand apps already proxy to the simulator, so the popup is same-origin with the site.
 */
export const LOCAL_IDP_AUTHORIZE_PATH = '/sim-assets/idp/authorize';
/** `type` of the message the provider page posts to its opener. */
export const LOCAL_IDP_MESSAGE_TYPE = 'wl-idp-result';
/** After the popup closed, how long a result message may still be on its way (it is posted just before closing). */
const CLOSED_GRACE_MS = 400;
const POLL_MS = 300;

export interface LocalIdpMessage {
  type: typeof LOCAL_IDP_MESSAGE_TYPE;
  state: string;
  idToken?: string;
  error?: string;
}

function isLocalIdpMessage(data: unknown): data is LocalIdpMessage {
  if (typeof data !== 'object' || data === null) return false;
  const candidate = data as Record<string, unknown>;
  return candidate.type === LOCAL_IDP_MESSAGE_TYPE && typeof candidate.state === 'string';
}

export interface LocalIdentityProviderOptions {
  buttons: readonly SocialProvider[];
  merchantCode: string;
  /** The platform base URL of the brand ('' = same origin, through the app's proxy). */
  baseUrl: string;
  /** Injected in tests. */
  window?: Window;
}

/**
 * Sign-in through the local provider page in a popup: the page lists test accounts for the chosen
 * network and posts `{ type, state, idToken }` back to this window. A blocked popup rejects with
 * `popup-blocked`; a popup closed without an answer rejects with `popup-closed`.
 */
export function createLocalIdentityProvider({
  buttons,
  merchantCode,
  baseUrl,
  window: given,
}: LocalIdentityProviderOptions): IdentityProvider {
  return {
    kind: 'local',
    buttons,
    signIn(provider: SocialProvider): Promise<IdentityCredential> {
      // Read at sign-in, not when made: the buttons also render where there is no window (the page shell).
      const win = given ?? window;
      const state = globalThis.crypto.randomUUID();
      const url = new URL(`${baseUrl}${LOCAL_IDP_AUTHORIZE_PATH}`, win.location.href);
      url.searchParams.set('provider', provider);
      url.searchParams.set('state', state);
      url.searchParams.set('merchant', merchantCode);
      url.searchParams.set('origin', win.location.origin);
      const popup = win.open(url.toString(), 'wl-identity-provider', 'popup,width=480,height=640');
      if (!popup) return Promise.reject(new IdentityProviderError('popup-blocked'));

      return new Promise<IdentityCredential>((resolve, reject) => {
        let settled = false;
        let grace: ReturnType<typeof setTimeout> | undefined;
        const finish = (outcome: () => void) => {
          if (settled) return;
          settled = true;
          win.removeEventListener('message', onMessage);
          clearInterval(poll);
          if (grace !== undefined) clearTimeout(grace);
          outcome();
        };
        const onMessage = (event: MessageEvent) => {
          if (
            event.origin !== url.origin ||
            !isLocalIdpMessage(event.data) ||
            event.data.state !== state
          )
            return;
          const { idToken, error } = event.data;
          if (idToken) finish(() => resolve({ provider, idToken }));
          else finish(() => reject(new IdentityProviderError(identityErrorCode(error), error)));
        };
        const poll = setInterval(() => {
          if (!popup.closed || grace !== undefined) return;
          grace = setTimeout(
            () => finish(() => reject(new IdentityProviderError('popup-closed'))),
            CLOSED_GRACE_MS,
          );
        }, POLL_MS);
        win.addEventListener('message', onMessage);
      });
    },
  };
}
