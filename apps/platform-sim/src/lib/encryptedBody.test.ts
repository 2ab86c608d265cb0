import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS, ENCRYPTED_PATHS } from '../contract';
import { MERCHANTS } from '../merchants/config';
import { makeSim } from '../testing';

const PLAYER = { username: 'player1', password: 'Player123', type: 'username' };

describe('encrypted calls', () => {
  it('takes them only encrypted where the brand has the cipher on', async () => {
    const sim = makeSim();
    const token = await sim.login(); // change password needs a session
    for (const path of ENCRYPTED_PATHS) {
      const plain = await sim.call(path, {
        token,
        method: path === API_PATHS.register || path === API_PATHS.registerMobile ? 'PUT' : 'POST',
        body: { username: 'someone', password: 'Whatever12' },
        plain: true,
      });
      expect(plain, path).toMatchObject({
        status: 400,
        body: {
          success: false,
          code: 'BAD_CIPHER',
          message:
            'This site takes this call encrypted only (X-Payload-Cipher: RSA-OAEP-256+A256GCM)',
        },
      });
    }
    // the same login encrypted (as the site's client sends it) signs in
    expect((await sim.call('/wps/session/login', { body: PLAYER })).body.success).toBe(true);
  });

  it('keeps plain JSON for a brand without the cipher, and for the other calls', async () => {
    const sim = makeSim();
    const tiger = await sim.call('/wps/session/login', {
      merchant: 'TGR07',
      body: PLAYER,
      plain: true,
    });
    expect(tiger.body.success).toBe(true);
    const sms = await sim.call('/wps/verification/sms/noLogin', {
      body: { mobileNum: '0912345678' },
      plain: true,
    });
    expect(sms.body.success).toBe(true);
  });

  it('agrees with every brand file on which merchants encrypt', () => {
    for (const brand of ['aurora', 'lotus', 'tiger']) {
      const file = new URL(`../../../../brands/${brand}.json`, import.meta.url);
      const config = JSON.parse(readFileSync(file, 'utf8')) as {
        merchantCode: string;
        api: { cipher: boolean };
      };
      const merchant = MERCHANTS.find((candidate) => candidate.code === config.merchantCode);
      expect(merchant?.payloadCipher, brand).toBe(config.api.cipher);
    }
  });
});

describe('content types', () => {
  it('refuses a body not declared JSON on the JSON calls (415), and takes a charset', async () => {
    const sim = makeSim();
    const textPlain = await sim.call('/wps/verification/sms/noLogin', {
      body: JSON.stringify({ mobileNum: '0912345678' }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(textPlain).toMatchObject({
      status: 415,
      body: {
        code: 'BAD_REQUEST',
        message: 'Send the body as JSON (Content-Type: application/json)',
      },
    });
    const form = await sim.call('/wps/session/login', {
      merchant: 'TGR07',
      body: new URLSearchParams(PLAYER),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
    const charset = await sim.call('/wps/verification/sms/noLogin', {
      body: JSON.stringify({ mobileNum: '0912345678' }),
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(charset.body.success).toBe(true);
  });

  it('takes the forgot-password mail as a form (the spec) or JSON, nothing else', async () => {
    const sim = makeSim();
    const form = await sim.call('/wps/member/password/email', {
      body: new URLSearchParams({ username: 'player1', email: 'player1@example.com' }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body.success).toBe(true);
    const text = await sim.call('/wps/member/password/email', {
      body: 'username=player1&email=player1@example.com',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(text.status).toBe(415);
  });
});
