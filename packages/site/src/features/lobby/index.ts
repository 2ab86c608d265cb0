// The game lobbies: /rng, /pvp, /live, /fish, /sports, /esports, /inhouse (one lazily loaded module).
export { LOBBY_CATEGORIES, LobbyPage, type LobbyCategory } from './LobbyPage';
export { VENDOR_PARAM } from './GameLobby';
