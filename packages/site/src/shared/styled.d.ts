import type { WlTheme } from '@wl/ui-kit';

// styled-components' `theme` prop is the ui-kit theme everywhere in the site.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends WlTheme {}
}
