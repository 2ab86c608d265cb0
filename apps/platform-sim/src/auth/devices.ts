/**
 * The device behind a session or a sign-in attempt, read from its user agent (bowser), and the member's
 * known devices: a sign-in from a device the member never used before leaves a message in the message
 * box (not the first device ever: an account's first sign-in is no news).
 */
import Bowser from 'bowser';
import type { DeviceInfo } from '../contract';
import { sha256 } from '../lib/security';
import type { Ctx, Sim } from '../sim';
import { visitorIp } from '../lib/http';

/** Longer user agents are cut: the header is the caller's to fill. */
const USER_AGENT_MAX = 400;

/** The caller's user agent (trimmed, bounded) and IP. */
export function requestDevice(c: Ctx): { userAgent: string; ip: string } {
  const sim = c.get('sim');
  const userAgent = (c.req.header('user-agent') ?? '').trim().slice(0, USER_AGENT_MAX);
  return { userAgent, ip: visitorIp(c, sim.trustProxy) };
}

const DEVICE_TYPES = new Set<DeviceInfo['deviceType']>(['desktop', 'mobile', 'tablet']);

/** Browser, OS and device of a user agent; empty parts where it says nothing (or is empty). */
export function describeUserAgent(userAgent: string): DeviceInfo {
  const unknown: DeviceInfo = {
    browser: '',
    browserVersion: '',
    os: '',
    deviceType: 'unknown',
    deviceModel: '',
  };
  if (!userAgent) return unknown;
  try {
    const parsed = Bowser.parse(userAgent);
    const type = parsed.platform.type as DeviceInfo['deviceType'] | undefined;
    return {
      browser: parsed.browser.name ?? '',
      browserVersion: (parsed.browser.version ?? '').split('.')[0] ?? '',
      os: parsed.os.name ?? '',
      deviceType: type && DEVICE_TYPES.has(type) ? type : 'unknown',
      deviceModel: parsed.platform.model ?? '',
    };
  } catch {
    return unknown;
  }
}

/** What makes a device the same one again: browser, OS and device, not their versions (they update). */
function deviceKey(userAgent: string): string {
  const device = describeUserAgent(userAgent);
  return sha256(
    [device.browser, device.os, device.deviceType, device.deviceModel].join('\u0000'),
  ).slice(0, 32);
}

/** "Chrome on Linux", "Safari on iOS (iPhone)": the message's name of a device. */
export function deviceLabel(device: DeviceInfo): string {
  const browser = device.browser || 'An unknown browser';
  const os = device.os ? ` on ${device.os}` : '';
  const model = device.deviceModel ? ` (${device.deviceModel})` : '';
  return `${browser}${os}${model}`;
}

/**
 * Remembers the device of a successful sign-in; when the member had signed in before, but never from
 * it, leaves a message in the message box naming the device, the address and the time.
 */
export function noteSignInDevice(
  sim: Sim,
  memberId: number,
  device: { userAgent: string; ip: string },
): void {
  const q = sim.queries.security;
  const key = deviceKey(device.userAgent);
  const now = sim.now();
  const seenBefore = q.knownDevice.get(memberId, key) !== undefined;
  const anyBefore = seenBefore || (q.knownDeviceCount.get(memberId)?.n ?? 0) > 0;
  q.rememberDevice.run(memberId, key, now, now);
  if (seenBefore || !anyBefore) return;
  const label = deviceLabel(describeUserAgent(device.userAgent));
  q.insertMessage.run(
    memberId,
    'New sign-in to your account',
    `Your account was signed in from a new device: ${label}, from ${device.ip || 'an unknown address'} at ${new Date(now).toISOString().replace('T', ' ').slice(0, 16)} UTC. If this was not you, change your password now and end that session in the Security Centre.`,
    now,
  );
}
