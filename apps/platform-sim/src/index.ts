export { createApp, DEFAULT_TOKEN_TTL_MS } from './app';
export { openDatabase, resetDatabase } from './db/index';
export { startServer, type RunningServer, type ServeOptions } from './serve';
export type { SimOptions } from './sim';
export { SEEDED_ACCOUNTS, AGENT_AFFILIATE_CODE } from './db/seed';
export { SEEDED_CONTRACT_AGENTS } from './db/seeders/agents';
export {
  XSS_CANARY,
  XSS_PAYLOADS,
  XSS_URLS,
  xssPrefix,
  xssSuffix,
  xssText,
  type XssFamily,
  type XssPayload,
} from './xss/corpus';
