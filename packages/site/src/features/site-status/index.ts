/** Public API of the site-status feature for `app/`: the gate around the router. */
export { SiteStatusGate, type SiteStatusGateProps } from './SiteStatusGate';
