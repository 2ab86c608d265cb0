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
