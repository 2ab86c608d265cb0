import { TRIAL_AGENT_FLAG } from '../../shared/session/sessionSlice';

/** The platform's agent types (member info `type`): 1, 2, 41, 42. 0 is a member, 4 a trial user. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];

/** Whether a downline (or the player) is an agent by its type. */
export function isAgentFlag(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && AGENT_TYPES.includes(type);
}

/**
 * Whether the agent centre opens for this flag on this brand: the flag is among the brand's
 * `agentCentreFlags` (the brand-level check; default 1, 2, 41, 42) and is not the trial flag 4. A
 * brand that lists 4 (tiger) shows the link to trial users, but the entrance answers them with the
 * real-account warning like every other centre.
 */
export function opensAgentCentre(flag: number, brandFlags: readonly number[]): boolean {
  return flag !== TRIAL_AGENT_FLAG && brandFlags.includes(flag);
}
