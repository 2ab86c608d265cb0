// The games part of the page's first calls (arrival.ts): the vendor lanes and, on a paged lobby, its
// first page, with the first tiles' pictures. Its own chunk: the games code is not in the first JS.
import type { Brand } from '@wl/brand-config';
import {
  arrivalLobbyListArgs,
  gamesApi,
  holdArrivalLobbyList,
  namedLobbyListArgs,
  type GameListArgs,
} from '../shared/games';
import type { AppStore } from '../shared/store/makeStore';
import { preloadImage } from './arrival';

/** Tiles whose pictures are asked for as soon as the lobby's first page arrives: a wide first row. */
export const ARRIVAL_TILE_IMAGES = 6;

/** Starts the lanes (and a lobby's first page once they answer); returns what to let go of later. */
export function startGamesArrival(
  store: AppStore,
  brand: Brand,
  { pathname, search, language }: { pathname: string; search: string; language: string },
): { unsubscribe(): void }[] {
  const { dispatch } = store;
  const merchant = brand.merchantCode;
  let started = '';
  const startList = (args: GameListArgs) => {
    if (JSON.stringify(args) === started) return;
    started = JSON.stringify(args);
    const list = dispatch(gamesApi.endpoints.getGameList.initiate(args));
    // The list is dropped as soon as nobody uses it (a new visit starts at page 1): the lobby releases
    // this hold once it has subscribed itself (a new hold lets go of a guessed list).
    holdArrivalLobbyList(list);
    void list.then(({ data: pages }) => {
      for (const game of pages?.pages[0]?.games.slice(0, ARRIVAL_TILE_IMAGES) ?? [])
        preloadImage(game.iconUrl);
    });
  };
  // An address that names its vendor: its first page goes out beside the lanes, not after them.
  const named = namedLobbyListArgs({ pathname, search }, { language, merchant });
  if (named) startList(named);
  const lanes = dispatch(gamesApi.endpoints.getVendorLanes.initiate());
  void lanes.then(({ data }) => {
    const args =
      data &&
      arrivalLobbyListArgs(
        { pathname, search },
        { lanes: data, esportsVendors: brand.esportsVendors, language, merchant },
      );
    if (args) startList(args);
  });
  return [lanes];
}
