import { describe, expect, it, vi } from 'vitest';
import { deferredTransport } from './runtime';
import type { TransportConfig } from './transport';

const config: TransportConfig = { baseUrl: '', merchantCode: 'AUR01', cipher: false };

describe('deferredTransport', () => {
  it('starts loading the transport chunk when made, and sends through it', async () => {
    const send = vi.fn().mockResolvedValue({ data: { ok: 1 }, status: 200 });
    const loadModule = vi.fn().mockResolvedValue({ createTransport: () => ({ send }) });
    const transport = deferredTransport(config, loadModule);
    expect(loadModule).toHaveBeenCalledTimes(1);
    await expect(transport.send({ url: '/wps/system/status' })).resolves.toEqual({
      data: { ok: 1 },
      status: 200,
    });
    await transport.send({ url: '/wps/system/status' });
    expect(loadModule).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('answers a network error when the chunk fails to load, and loads it again on the next call', async () => {
    const send = vi.fn().mockResolvedValue({ data: 'fine', status: 200 });
    const loadModule = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ createTransport: () => ({ send }) });
    const transport = deferredTransport(config, loadModule);
    const failed = await transport.send({ url: '/wps/system/status' });
    expect(failed.error).toMatchObject({ kind: 'network' });
    const retried = await transport.send({ url: '/wps/system/status' });
    expect(retried).toEqual({ data: 'fine', status: 200 });
    expect(loadModule).toHaveBeenCalledTimes(2);
  });
});
