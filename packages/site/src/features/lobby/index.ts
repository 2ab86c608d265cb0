// The game lobbies: /rng, /pvp, /live, /fish, /sports, /esports, /inhouse (one lazily loaded module).
import { LobbyPage } from './LobbyPage';

export { LOBBY_CATEGORIES, LobbyPage, type LobbyCategory } from './LobbyPage';
export { VENDOR_PARAM } from './GameLobby';

// The app loads this whole module lazily (app/router.tsx): the loader answers the page it already
// holds, in the `{ default }` shape `lazyScreen` takes, as every feature's `loadX()`.
export const loadLobbyPage = async () => ({ default: LobbyPage });
