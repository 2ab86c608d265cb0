import { expect } from 'vitest';
import type { TestSim } from '../../testing';

export async function captchaAnswer(sim: TestSim, key: string): Promise<string> {
  const image = await sim.call<string>(`/wps/captcha?key=${key}`);
  expect(image.body.value).toMatch(/^data:image\/png;base64,/);
  const { body } = await sim.call<{ answer: string }>(`/__sim/captcha?key=${key}`);
  return body.value?.answer ?? '';
}

export async function smsCode(sim: TestSim, mobile: string): Promise<string> {
  const { body } = await sim.call<{ code: string }[]>(`/__sim/sms?mobile=${mobile}`);
  return body.value?.[0]?.code ?? '';
}
