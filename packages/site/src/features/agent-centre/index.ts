/** Public API of the agent-centre feature for `app/`: the `/agent/...` route, loaded on demand. */
export const loadAgentCentre = () =>
  import('./AgentCentreRoute').then((m) => ({ default: m.AgentCentreRoute }));
