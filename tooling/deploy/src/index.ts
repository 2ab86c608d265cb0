export { WORKSPACE_ROOT, workspaceBrands, writeNginxConfig } from './deploy';
export {
  DeployConfigError,
  NONCE_VARIABLE,
  PLATFORM_PATHS,
  SIMULATOR_PATHS,
  UPSTREAM_NAME,
  brandServer,
  checkDomains,
  mainConfig,
  nginxConfigFiles,
  nonceSubstitutions,
  pagePolicy,
  platformConfig,
  type DeployedBrand,
  type NginxOptions,
} from './nginxConfig';
export { NGINX_BIN, freePort, startNginx, testNginxConfig, type RunningNginx } from './runNginx';
