import { ERROR_CODES } from '../contract';
import { newCaptchaAnswer } from '../lib/captcha';
import { badRequest, rateLimited, refuse } from '../lib/http';
import type { Sim } from '../sim';

export const CAPTCHA_REFRESH_GAP_MS = 1000;
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;

export function validCaptchaKey(key: string | undefined): string {
  if (!key || !/^[A-Za-z0-9-]{8,64}$/.test(key))
    throw badRequest('key must be 8 to 64 letters, digits or dashes (a uuid)');
  return key;
}

/** A new answer for the key; refreshing the same key more than once a second is refused. */
export function newCaptcha(sim: Sim, key: string): string {
  const captchas = sim.queries.verification;
  const now = sim.now();
  const existing = captchas.captchaCreatedAt.get(key);
  if (existing && now - existing.created_at < CAPTCHA_REFRESH_GAP_MS)
    throw rateLimited('Captcha refreshed too quickly: wait one second', 1);
  const answer = newCaptchaAnswer();
  captchas.saveCaptcha.run(key, answer, now);
  return answer;
}

/**
 * Checks and uses up a captcha answer (one attempt per image; letters in either case). Throws
 * CAPTCHA_REQUIRED without an answer and CAPTCHA_INVALID for a wrong, expired or unknown one.
 */
export function checkCaptcha(
  sim: Sim,
  key: string | undefined,
  answer: string | undefined,
  captchaFlag = false,
): void {
  const value = captchaFlag ? { captcha: true } : null;
  if (!key || !answer)
    throw refuse(ERROR_CODES.CAPTCHA_REQUIRED, 'Please enter the captcha', value);
  const captchas = sim.queries.verification;
  const row = captchas.captcha.get(key);
  captchas.deleteCaptcha.run(key);
  if (
    !row ||
    sim.now() - row.created_at > CAPTCHA_LIFETIME_MS ||
    row.answer.toUpperCase() !== answer.trim().toUpperCase()
  ) {
    throw refuse(ERROR_CODES.CAPTCHA_INVALID, 'The captcha is incorrect, please try again', value);
  }
}
