// Theme
export {
  BRAND_COLOUR_TOKENS,
  KIT_COLOUR_TOKENS,
  COLOUR_TOKENS,
  THEME_MODES,
  darkColours,
  lightColours,
  space,
  radius,
  typography,
  elevation,
  zIndex,
  breakpoints,
  media,
  motion,
  type BrandColourTokenName,
  type KitColourTokenName,
  type ColourTokenName,
  type ColourTokens,
  type ThemeMode,
  type Space,
  type Radius,
  type Breakpoint,
} from './theme/tokens';
export { createTheme, createBrandTheme, BASE_COLOURS, type WlTheme } from './theme/createTheme';
export { vars, themeToCssVars, cssVarsText, colourVarName } from './theme/cssVars';
export { contrastRatio, ensureContrast, readableOn } from './theme/color';
export { GlobalStyle } from './theme/GlobalStyle';
export { WlThemeProvider, type WlThemeProviderProps } from './theme/WlThemeProvider';

// Components
export { Button, BUTTON_VARIANTS, BUTTON_SIZES, type ButtonProps, type ButtonVariant, type ButtonSize } from './components/Button/Button';
export { Spinner } from './components/Spinner/Spinner';
export { TextField, placeholderWithStar, type TextFieldProps } from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { useFocusTrap, type FocusTrapOptions } from './components/Modal/useFocusTrap';
export { Dialog, DIALOG_TONES, type DialogProps, type DialogTone } from './components/Dialog/Dialog';
export * from './components/Icon/icons';
