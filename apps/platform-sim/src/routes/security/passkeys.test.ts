import { describe, expect, it } from 'vitest';
import { SoftAuthenticator } from '../../auth/softAuthenticator.test-helper';
import {
  API_PATHS,
  SECURITY_PATHS,
  type LoginResponse,
  type MemberInfo,
  type Passkey,
  type PasskeyRegistrationOptions,
  type PasskeySignInOptions,
  type SignInAttempt,
} from '../../contract';
import { makeSim, type TestSim } from '../../testing';
import { CHROME, SCRYPT_HEAVY, SITE, turnOn } from './security.test-helper';

describe('passkeys', () => {
  async function register(
    sim: TestSim,
    token: string,
    authenticator: SoftAuthenticator,
    name = 'Laptop',
  ) {
    const options = await sim.call<PasskeyRegistrationOptions>(
      SECURITY_PATHS.passkeyRegistrationOptions,
      {
        token,
        body: { password: 'Player123' },
        headers: SITE,
      },
    );
    expect(options.body.success, options.body.message).toBe(true);
    const created = authenticator.create(options.body.value!.options);
    return sim.call<Passkey>(SECURITY_PATHS.passkeys, {
      token,
      body: { name, response: created },
      headers: SITE,
    });
  }
  async function signInWith(sim: TestSim, authenticator: SoftAuthenticator, headers = SITE) {
    const options = await sim.call<PasskeySignInOptions>(SECURITY_PATHS.passkeySignInOptions, {
      body: {},
      headers,
    });
    const answer = authenticator.get(options.body.value!.options);
    return sim.call<LoginResponse>(SECURITY_PATHS.passkeySignIn, {
      body: { response: answer },
      headers: { ...headers, 'User-Agent': CHROME },
    });
  }

  it(
    'registers a named passkey after the password, and signs in with it without a username or a code',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login();
      await turnOn(sim, token);
      const authenticator = new SoftAuthenticator(SITE.Origin);
      const added = await register(sim, token, authenticator, '  Work laptop ');
      expect(added.body.value).toMatchObject({ name: 'Work laptop', lastUsedAt: null });
      const options = authenticator.credentials[0];
      expect(options?.rpId).toBe('127.0.0.1');

      const signedIn = await signInWith(sim, authenticator);
      expect(signedIn.body.message).toBe('Login successful');
      const session = signedIn.body.value!;
      expect(session.twoFactor).toBeUndefined(); // a passkey is both steps
      const info = await sim.call<MemberInfo>(API_PATHS.memberInfo, { token: session.token });
      expect(info.body.value?.account).toBe('player1');
      const list = await sim.call<Passkey[]>(SECURITY_PATHS.passkeys, { token });
      expect(list.body.value?.[0]?.lastUsedAt).not.toBeNull();
      const history = await sim.call<SignInAttempt[]>(SECURITY_PATHS.signInHistory, { token });
      expect(history.body.value?.[0]).toMatchObject({ result: 'signedIn', method: 'passkey' });

      // removed, it signs nobody in
      const id = added.body.value!.id;
      const remove = (body: unknown, who = token) =>
        sim.call(SECURITY_PATHS.passkeys, { method: 'DELETE', token: who, body });
      expect((await remove({ id }, await sim.login('vip1'))).body.code).toBe('NOT_FOUND_ENTITY');
      expect((await remove({})).status).toBe(400);
      expect((await remove({ id })).body.success).toBe(true);
      expect((await signInWith(sim, authenticator)).body.code).toBe('PASSKEY_INVALID');
    },
  );

  it(
    'refuses a wrong password, a bad name, a replayed or foreign answer and another origin',
    SCRYPT_HEAVY,
    async () => {
      const sim = makeSim();
      const token = await sim.login();
      const options = (body: unknown, headers: Record<string, string> = SITE) =>
        sim.call<PasskeyRegistrationOptions>(SECURITY_PATHS.passkeyRegistrationOptions, {
          token,
          body,
          headers,
        });
      expect((await options({ password: 'Wrong1234' })).body.code).toBe('PASSWORD_INVALID');
      expect((await options({})).status).toBe(400);
      // the page's origin must be the host the call was made to, and http only on loopback
      const elsewhere: Record<string, string>[] = [
        { Origin: 'http://evil.example', Host: '127.0.0.1:4250' },
        { Origin: 'http://shop.example', Host: 'shop.example' },
        { Host: '127.0.0.1:4250' },
      ];
      for (const headers of elsewhere)
        expect((await options({ password: 'Player123' }, headers)).body.code).toBe(
          'PASSKEY_INVALID',
        );

      const authenticator = new SoftAuthenticator(SITE.Origin);
      const granted = await options({ password: 'Player123' });
      const answer = authenticator.create(granted.body.value!.options);
      const add = (body: unknown) =>
        sim.call(SECURITY_PATHS.passkeys, { token, body, headers: SITE });
      expect((await add({ name: '<b>', response: answer })).body.code).toBe('VALIDATION_FAILED');
      expect((await add({ name: 'x'.repeat(41), response: answer })).body.code).toBe(
        'VALIDATION_FAILED',
      );
      expect((await add({ name: 'Phone', response: 'nope' })).status).toBe(400);
      expect((await add({ name: 'Phone', response: answer })).body.success).toBe(true);
      // the challenge served once
      expect((await add({ name: 'Phone', response: answer })).body.code).toBe('PASSKEY_INVALID');

      // an answer made for another origin than its challenge's does not verify
      const phishing = new SoftAuthenticator('http://localhost:4250');
      phishing.credentials.push(...authenticator.credentials);
      expect((await signInWith(sim, phishing)).body.code).toBe('PASSKEY_INVALID');
      // a sign-in answer is taken once
      const signInOptions = await sim.call<PasskeySignInOptions>(
        SECURITY_PATHS.passkeySignInOptions,
        {
          body: {},
          headers: SITE,
        },
      );
      const once = authenticator.get(signInOptions.body.value!.options);
      const send = () =>
        sim.call<LoginResponse>(SECURITY_PATHS.passkeySignIn, {
          body: { response: once },
          headers: SITE,
        });
      expect((await send()).body.success).toBe(true);
      expect((await send()).body.code).toBe('PASSKEY_INVALID');
      // a credential nobody registered
      const stranger = new SoftAuthenticator(SITE.Origin);
      stranger.create({ rp: { id: '127.0.0.1' }, user: { id: 'AAAA' }, challenge: 'x' });
      expect((await signInWith(sim, stranger)).body.code).toBe('PASSKEY_INVALID');
      for (const body of [{}, { response: [] }, { response: { id: 1 } }])
        expect((await sim.call(SECURITY_PATHS.passkeySignIn, { body, headers: SITE })).status).toBe(
          400,
        );
    },
  );
});
