import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { openDatabase } from './db/index';

export interface ServeOptions {
  port: number;
  dbPath: string;
  devEndpoints: boolean;
  tokenTtlMs?: number;
  hostname?: string;
  trustProxy?: boolean;
  authLimitScale?: number;
  phoneResetCaptcha?: boolean;
}

/**
 * How long an idle keep-alive connection stays open. Node closes one after 5 s, and a client that keeps
 * sockets without a timeout of its own (Playwright's request context) can send on one just as it closes:
 * the call fails with ECONNRESET (an e2e clean-up call once did, on a loaded machine). Two minutes is
 * longer than a test keeps a connection idle; Node still sends the timeout in its Keep-Alive header, which
 * fetch honours.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 120_000;

export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Opens the database, builds the app and listens on loopback. Port 0 picks a free port. */
export async function startServer(options: ServeOptions): Promise<RunningServer> {
  const db = openDatabase(options.dbPath);
  const app = createApp({
    db,
    devEndpoints: options.devEndpoints,
    tokenTtlMs: options.tokenTtlMs,
    trustProxy: options.trustProxy,
    authLimitScale: options.authLimitScale,
    phoneResetCaptcha: options.phoneResetCaptcha,
  });
  const hostname = options.hostname ?? '127.0.0.1';
  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname }, () => resolve(s));
  });
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Above the keep-alive timeout, so that a connection is never dropped while its headers arrive.
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
  }
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${hostname}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        if ('closeAllConnections' in server) server.closeAllConnections();
        server.close(() => {
          db.close();
          resolve();
        });
      }),
  };
}
