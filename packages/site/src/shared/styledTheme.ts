import type { WlTheme } from '@wl/ui-kit';

// styled-components' `theme` is the ui-kit theme everywhere in the site. A module (not a .d.ts) imported
// by the package index, so every program that compiles the site (brand apps too) sees the augmentation.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends WlTheme {}
}

export {};
