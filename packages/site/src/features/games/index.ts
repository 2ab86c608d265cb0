// Game pages (/game, /seamless) and the vendor popup game list (modal `gamePopup`).
import { GameRoute, SeamlessRoute } from './GameFramePage';
import { GamePopupModal } from './GamePopupModal';

export { GameFramePage, GameRoute, SeamlessRoute, type GameFramePageProps } from './GameFramePage';
export { GamePopupModal } from './GamePopupModal';

// The app loads this whole module lazily (app/router.tsx, app/ModalHost.tsx): each loader answers a
// screen it already holds, in the `{ default }` shape `lazyScreen` takes, as every feature's `loadX()`.
export const loadGameRoute = async () => ({ default: GameRoute });
export const loadSeamlessRoute = async () => ({ default: SeamlessRoute });
export const loadGamePopupModal = async () => ({ default: GamePopupModal });
