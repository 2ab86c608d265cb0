// Game pages (/game, /seamless) and the vendor popup game list (modal `gamePopup`).
export { GameFramePage, GameRoute, SeamlessRoute, type GameFramePageProps } from './GameFramePage';
export { GamePopupModal } from './GamePopupModal';
