import 'styled-components';
import type { WlTheme } from './createTheme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging needs an interface
  export interface DefaultTheme extends WlTheme {}
}
