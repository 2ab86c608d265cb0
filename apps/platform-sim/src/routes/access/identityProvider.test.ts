import { describe, expect, it } from 'vitest';
import { makeSim, type TestSim } from '../../testing';
import { API_PATHS, type LoginResponse, type MemberInfo } from '../../contract';
import { IDP_AUTHORIZE_PATH, IDP_TOKEN_PATH } from './identityProvider';

const ORIGIN = 'http://127.0.0.1:4173';

async function idToken(
  sim: TestSim,
  provider: string,
  subject: string,
  merchant = 'AUR01',
): Promise<string> {
  const { body } = await sim.call<{ idToken: string }>(IDP_TOKEN_PATH, {
    body: { provider, subject, merchant },
    merchant: null,
  });
  expect(body.success).toBe(true);
  return body.value?.idToken ?? '';
}

describe('local identity provider (mounted on the app)', () => {
  it('serves the provider page with the network name and the test identities', async () => {
    const sim = makeSim();
    const query = new URLSearchParams({
      provider: 'google',
      state: 'state-1',
      merchant: 'AUR01',
      origin: ORIGIN,
    });
    const response = await sim.app.request(`${IDP_AUTHORIZE_PATH}?${query}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Sign in with Google</h1>');
    expect(html).toContain('Continue as Alex Nguyen');
  });

  it('refuses a provider page request without a valid origin', async () => {
    const sim = makeSim();
    const query = new URLSearchParams({
      provider: 'google',
      state: 'state-1',
      merchant: 'AUR01',
      origin: 'javascript:alert(1)',
    });
    const response = await sim.app.request(`${IDP_AUTHORIZE_PATH}?${query}`);
    expect(response.status).toBe(400);
  });

  it('exchanges an ID token once for a session of the linked member, created on first use', async () => {
    const sim = makeSim();
    const first = await sim.call<LoginResponse>(API_PATHS.identityLogin, {
      body: { provider: 'google', idToken: await idToken(sim, 'google', 'alex') },
    });
    expect(first.body).toMatchObject({
      success: true,
      value: { firstTimeLogin: true, temporaryPassword: false, passwordExpired: false },
    });
    const info = await sim.call<MemberInfo>('/wps/member/info', { token: first.body.value?.token });
    expect(info.body.value?.account).toBe('google_alex');

    const token = await idToken(sim, 'google', 'alex');
    const again = await sim.call<LoginResponse>(API_PATHS.identityLogin, {
      body: { provider: 'google', idToken: token },
    });
    expect(again.body.value?.firstTimeLogin).toBe(false);
    const replay = await sim.call(API_PATHS.identityLogin, {
      body: { provider: 'google', idToken: token },
    });
    expect(replay.body).toMatchObject({ success: false, code: 'IDP_TOKEN_INVALID' });
  });

  it('refuses an ID token minted for another merchant, and an unknown merchant before that', async () => {
    const sim = makeSim();
    const wrongMerchant = await sim.call(API_PATHS.identityLogin, {
      body: { provider: 'facebook', idToken: await idToken(sim, 'facebook', 'bao', 'LTS88') },
      merchant: 'AUR01',
    });
    expect(wrongMerchant.body).toMatchObject({ success: false, code: 'IDP_TOKEN_INVALID' });
    const unknown = await sim.call(API_PATHS.identityLogin, {
      body: { provider: 'facebook', idToken: 'x' },
      merchant: 'NOPE',
    });
    expect(unknown.status).toBe(400);
  });
});

describe('local identity provider without the dev endpoints', () => {
  it('is not there: no provider page, no ID tokens, no identity sign-in', async () => {
    const sim = makeSim({ devEndpoints: false });
    const query = new URLSearchParams({
      provider: 'google',
      state: 'state-1',
      merchant: 'AUR01',
      origin: ORIGIN,
    });
    const page = await sim.app.request(`${IDP_AUTHORIZE_PATH}?${query}`);
    expect(page.status).toBe(404);
    expect(await page.text()).not.toContain('Continue as Alex Nguyen');
    const minted = await sim.call(IDP_TOKEN_PATH, {
      body: { provider: 'google', subject: 'alex', merchant: 'AUR01' },
      merchant: null,
    });
    expect(minted.status).toBe(404);
    const signIn = await sim.call(API_PATHS.identityLogin, {
      body: { provider: 'google', idToken: 'anything' },
    });
    expect(signIn.status).toBe(404);
    expect(
      sim.app.sim.db
        .prepare("SELECT COUNT(*) AS n FROM members WHERE account = 'google_alex'")
        .get(),
    ).toEqual({ n: 0 });
  });
});
