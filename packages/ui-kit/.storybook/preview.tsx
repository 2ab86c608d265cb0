import type { Decorator, Preview } from '@storybook/react-vite';
import type { Brand } from '@wl/brand-config';
import aurora from '../../../brands/aurora.json';
import lotus from '../../../brands/lotus.json';
import tiger from '../../../brands/tiger.json';
import { vars } from '../src/theme/cssVars';
import { WlThemeProvider } from '../src/theme/WlThemeProvider';
import type { ThemeMode } from '../src/theme/tokens';

/** The shipped brands; the toolbar switches between them. */
export const BRANDS: Record<string, Pick<Brand, 'code' | 'name' | 'theme'>> = {
  aurora: aurora as Brand,
  lotus: lotus as Brand,
  tiger: tiger as Brand,
};

const withBrandTheme: Decorator = (Story, context) => {
  const brand = BRANDS[String(context.globals.brand)] ?? BRANDS.aurora;
  const mode: ThemeMode = context.globals.mode === 'light' ? 'light' : 'dark';
  const fullscreen = context.parameters.layout === 'fullscreen';
  return (
    <WlThemeProvider mode={mode} brandTheme={brand?.theme}>
      <div
        data-brand={brand?.code}
        data-mode={mode}
        style={{
          background: vars.color.background,
          color: vars.color.text,
          padding: fullscreen ? 0 : 16,
          minHeight: fullscreen ? '100vh' : undefined,
        }}
      >
        <Story />
      </div>
    </WlThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withBrandTheme],
  globalTypes: {
    brand: {
      description: 'Brand whose colour tokens are applied',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: Object.entries(BRANDS).map(([value, brand]) => ({ value, title: brand.name })),
        dynamicTitle: true,
      },
    },
    mode: {
      description: 'Colour mode',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'aurora', mode: 'dark' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    backgrounds: { disable: true },
    // Every story is checked with axe; a violation fails its test (CI runs them through Vitest).
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
