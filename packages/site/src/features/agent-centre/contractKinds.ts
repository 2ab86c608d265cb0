import type { ConsolidatedContractInfo, ContractKind } from '@wl/api-client';

/**
 * When a contract kind is on for this player. Both must hold: the consolidated info's flag of the kind
 * (1 on, 0 off) and the session flag of its family (spec: `enableSalary` for the three salaries,
 * `enableContract` for dividend contracts). The platform answers both flags in the consolidated info
 * (`GET /wps/member/info/funds/consolidated`); the site keeps them nowhere else.
 */
const SWITCHES: Record<
  ContractKind,
  {
    flag: 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';
    family: 'enableContract' | 'enableSalary';
  }
> = {
  dividend: { flag: 'divtypereq', family: 'enableContract' },
  dailySalary: { flag: 'dailysalreqtype', family: 'enableSalary' },
  hourlySalary: { flag: 'contracthoursalreq', family: 'enableSalary' },
  realtimeSalary: { flag: 'realtimesalreqtype', family: 'enableSalary' },
};

export function contractKindEnabled(
  kind: ContractKind,
  info: ConsolidatedContractInfo | undefined,
): boolean {
  if (!info) return false;
  const { flag, family } = SWITCHES[kind];
  return info[flag] === 1 && info[family];
}

/** The period a new offer of each kind starts with (the platform's own defaults). */
export const DEFAULT_PERIOD = {
  dividend: 'M',
  dailySalary: 'D',
  hourlySalary: 'H',
  realtimeSalary: 'D',
} as const satisfies Record<ContractKind, 'D' | 'W' | 'H' | 'M'>;
