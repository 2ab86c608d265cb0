import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scryptCostFromEnv } from './lib/security';
import { startServer } from './serve';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const port = Number(process.env.SIM_PORT ?? 8787);
const dbPath = process.env.SIM_DB ?? resolve(repoRoot, '.data/platform.sqlite');
const devEndpoints = process.env.SIM_DEV_ENDPOINTS === '1';
const ttlMinutes = process.env.SIM_TOKEN_TTL_MINUTES
  ? Number(process.env.SIM_TOKEN_TTL_MINUTES)
  : undefined;
const trustProxy = process.env.SIM_TRUST_PROXY === '1';
const phoneResetCaptcha = process.env.SIM_PHONE_RESET_CAPTCHA === '1';
const authLimitScale = process.env.SIM_AUTH_LIMIT_SCALE
  ? Number(process.env.SIM_AUTH_LIMIT_SCALE)
  : undefined;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`platform-sim: SIM_PORT must be a port number, got ${process.env.SIM_PORT}`);
  process.exit(1);
}
if (ttlMinutes !== undefined && !(ttlMinutes > 0)) {
  console.error('platform-sim: SIM_TOKEN_TTL_MINUTES must be a positive number');
  process.exit(1);
}
if (authLimitScale !== undefined && !(authLimitScale > 0)) {
  console.error('platform-sim: SIM_AUTH_LIMIT_SCALE must be a positive number');
  process.exit(1);
}

try {
  scryptCostFromEnv(process.env.SIM_SCRYPT_COST);
} catch (error) {
  console.error(`platform-sim: ${(error as Error).message}`);
  process.exit(1);
}

const server = await startServer({
  port,
  dbPath,
  devEndpoints,
  tokenTtlMs: ttlMinutes ? ttlMinutes * 60_000 : undefined,
  trustProxy,
  authLimitScale,
  phoneResetCaptcha,
});
console.log(
  `platform-sim listening on ${server.url} (db ${dbPath}, dev endpoints ${devEndpoints ? 'ON' : 'off'})`,
);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`platform-sim: ${signal}, shutting down`);
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
