import { describe, expect, it } from 'vitest';
import {
  decideLaunch,
  gamePageFor,
  launchRequest,
  type LaunchableGame,
  type LaunchContext,
} from './launchDecision';

const slot: LaunchableGame = {
  gameType: 'RNG',
  vassalage: 'PG',
  gameId: 1001,
  nodeId: 51001,
  gameName: 'Golden Gems',
  isGame: 'GAME',
  supportPlay: 0,
};
const member: LaunchContext = { loggedIn: true, trial: false };

describe('decideLaunch', () => {
  it('opens the login modal without a token and the real-account warning for a trial user', () => {
    expect(decideLaunch(slot, { loggedIn: false, trial: false })).toEqual({ kind: 'login' });
    expect(decideLaunch(slot, { loggedIn: true, trial: true })).toEqual({ kind: 'realAccount' });
    // Lottery and vendor lists are games too: the same gates come first.
    expect(
      decideLaunch({ gameType: 'LOTTERY', vassalage: 'LOTT' }, { loggedIn: false, trial: false }),
    ).toEqual({ kind: 'login' });
  });

  it('sends lottery games to /lottery with their code and play type', () => {
    expect(
      decideLaunch(
        { gameType: 'LOTTERY', vassalage: 'LOTT', gameCode: 'LOTT_SSC', playType: 'SSC_5' },
        member,
      ),
    ).toEqual({ kind: 'route', path: '/lottery?gameCode=LOTT_SSC&playType=SSC_5' });
    expect(
      decideLaunch({ gameType: 'ELOTT', vassalage: 'GPI', gameCode: 'KENO_1' }, member),
    ).toEqual({ kind: 'route', path: '/lottery?gameCode=KENO_1' });
  });

  it('sends TCG_LOTTO_VN to /vnLottery and TCG_SEA to its 440x750 window', () => {
    expect(
      decideLaunch({ gameType: 'LOTTERY', vassalage: 'TCG_LOTTO_VN', gameCode: 'VN_HN' }, member),
    ).toEqual({ kind: 'route', path: '/vnLottery?gameCode=VN_HN' });
    expect(
      decideLaunch({ gameType: 'LOTTERY', vassalage: 'TCG_SEA', gameCode: 'SEA_TH' }, member),
    ).toEqual({
      kind: 'window',
      path: '/seaLottery?gameCode=SEA_TH',
      name: 'seaLottery',
      features: 'popup,width=440,height=750',
    });
  });

  it("opens the vendor's game list for a VASSALAGE entry", () => {
    expect(decideLaunch({ gameType: 'PVP', vassalage: 'KY', isGame: 'VASSALAGE' }, member)).toEqual(
      {
        kind: 'vendorPopup',
        vassalage: 'KY',
        gameType: 'PVP',
      },
    );
  });

  it('launches other games: live and sports full page, single games in the framed page', () => {
    expect(decideLaunch(slot, member)).toEqual({ kind: 'launch', page: 'game', demo: false });
    expect(decideLaunch({ ...slot, gameType: 'LIVE', vassalage: 'EVO' }, member)).toEqual({
      kind: 'launch',
      page: 'seamless',
      demo: false,
    });
    expect(gamePageFor({ gameType: 'SPORTS' })).toBe('seamless');
    expect(gamePageFor({ gameType: 'FISH' })).toBe('game');
    expect(gamePageFor({ gameType: 'PVP' })).toBe('game');
  });

  it('lets anyone try a supportPlay 0 game for free, and nothing else', () => {
    for (const who of [{ loggedIn: false, trial: false }, { loggedIn: true, trial: true }, member])
      expect(decideLaunch(slot, { ...who, demo: true })).toEqual({
        kind: 'launch',
        page: 'game',
        demo: true,
      });
    expect(decideLaunch({ ...slot, supportPlay: 1 }, { ...member, demo: true })).toEqual({
      kind: 'noTrial',
    });
    expect(
      decideLaunch(
        { gameType: 'LOTTERY', vassalage: 'LOTT', supportPlay: 0 },
        { ...member, demo: true },
      ),
    ).toEqual({ kind: 'noTrial' });
  });
});

describe('launchRequest', () => {
  const identity = { username: 'player1', token: 'tok', merchantCode: 'AUR01', language: 'BN' };

  it('carries the fields of the spec, with the player for a real launch', () => {
    expect(launchRequest(slot, identity, false)).toEqual({
      gameId: 1001,
      nodeId: 51001,
      accountType: 1,
      confirmTrans: 0,
      vassalage: 'PG',
      launchMode: 'GLS',
      platform: 'html5-desktop',
      clientType: 3,
      username: 'player1',
      token: 'tok',
      merchantCode: 'AUR01',
      language: 'BN',
    });
  });

  it('sends a room instead of a game, and no credentials for a free trial', () => {
    const room = launchRequest({ gameType: 'PVP', vassalage: 'KY', roomId: 7 }, identity, false);
    expect(room.roomId).toBe(7);
    expect(room.gameId).toBeUndefined();
    const demo = launchRequest(slot, identity, true);
    expect(demo.demo).toBe(1);
    expect(demo).not.toHaveProperty('token');
    expect(demo).not.toHaveProperty('username');
  });
});
