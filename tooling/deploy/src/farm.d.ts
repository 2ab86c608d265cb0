// The benchmark's brand farm (tooling/scripts/lib/farm.mjs, plain JavaScript).
declare module '@wl/scripts/farm' {
  export interface Farm {
    dir: string;
    brands: string[];
  }
  export function createFarm(options?: { dir?: string; source?: string }): Farm;
  export function growFarm(farm: Farm, count: number): void;
  export function removeFarm(farm: Farm): void;
}
