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
export { createTheme, BASE_COLOURS, type WlTheme } from './theme/createTheme';
export { vars, themeToCssVars, cssVarsText, colourVarName } from './theme/cssVars';
export { contrastRatio, ensureContrast, readableOn } from './theme/color';
export { GlobalStyle } from './theme/GlobalStyle';
export { WlThemeProvider, type WlThemeProviderProps } from './theme/WlThemeProvider';

// Components
export {
  Button,
  BUTTON_VARIANTS,
  BUTTON_SIZES,
  type ButtonProps,
  type ButtonVariant,
  type ButtonSize,
} from './components/Button/Button';
export { Spinner } from './components/Spinner/Spinner';
export {
  TextField,
  placeholderWithStar,
  type TextFieldProps,
} from './components/TextField/TextField';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField/PasswordField';
export { Modal, type ModalProps } from './components/Modal/Modal';
export { useFocusTrap, type FocusTrapOptions } from './components/Modal/useFocusTrap';
export {
  Dialog,
  DIALOG_TONES,
  type DialogProps,
  type DialogTone,
} from './components/Dialog/Dialog';
export * from './components/Icon/icons';
export { Checkbox, type CheckboxProps } from './components/Checkbox/Checkbox';
export {
  CountryCodePicker,
  formatDialingCode,
  type Country,
  type CountryCodePickerProps,
} from './components/CountryCodePicker/CountryCodePicker';
export {
  CodeButton,
  CODE_BUTTON_THROTTLE_MS,
  DEFAULT_CODE_SECONDS,
  type CodeButtonProps,
} from './components/CodeButton/CodeButton';
export {
  CaptchaImage,
  CAPTCHA_REFRESH_GAP_MS,
  type CaptchaImageProps,
} from './components/CaptchaImage/CaptchaImage';
export {
  SliderVerification,
  type SliderVerificationProps,
  type SliderVerificationResult,
} from './components/SliderVerification/SliderVerification';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs/Tabs';
export { Loader, type LoaderProps } from './components/Loader/Loader';
export {
  Carousel,
  CAROUSEL_INTERVAL_MS,
  type CarouselBannerProps,
  type CarouselContentProps,
  type CarouselProps,
  type CarouselSlide,
} from './components/Carousel/Carousel';
export { externalHref } from './components/Carousel/externalHref';
export { Ticker, type TickerItem, type TickerProps } from './components/Ticker/Ticker';
export { Pagination, pageItems, type PaginationProps } from './components/Pagination/Pagination';
export {
  LoadMore,
  LOAD_MORE_BUSY_MS,
  LOAD_MORE_DEBOUNCE_MS,
  useLoadMore,
  type LoadMoreGate,
  type LoadMoreProps,
} from './components/LoadMore/LoadMore';
export {
  CountdownDisplay,
  type CountdownDisplayProps,
} from './components/Countdown/CountdownDisplay';
export { Avatar, type AvatarProps } from './components/Avatar/Avatar';
export {
  Balance,
  BALANCE_MASK,
  formatMoney,
  type BalanceProps,
} from './components/Balance/Balance';
export { QRCode, QR_SIZE, qrPath, type QRCodeProps } from './components/QRCode/QRCode';
export {
  EmptyState,
  ErrorState,
  type EmptyStateProps,
  type ErrorStateProps,
} from './components/StateMessage/StateMessage';
export {
  GAME_TILE_BODY_HEIGHT,
  GameTile,
  GameTileSkeleton,
  type GameTileProps,
} from './components/GameTile/GameTile';
export {
  LazyImage,
  LazyImageDwellContext,
  LAZY_RETRIES,
  LAZY_THRESHOLD,
  type LazyImageProps,
} from './components/GameTile/LazyImage';
export {
  GameGrid,
  GRID_IMAGE_DWELL_MS,
  gridColumns,
  type GameGridProps,
} from './components/GameGrid/GameGrid';
export {
  HotGamesLayout,
  HOT_FIRST_ROW_COUNT,
  hotCellPlacement,
  type HotGamesLayoutProps,
  type HotTileSize,
} from './components/HotGamesLayout/HotGamesLayout';
export {
  VendorTabs,
  VendorTabPanel,
  VENDOR_ARROWS_AFTER,
  vendorTabId,
  type Vendor,
  type VendorTabPanelProps,
  type VendorTabsProps,
} from './components/VendorTabs/VendorTabs';
export { Dropdown, type DropdownItem, type DropdownProps } from './components/Dropdown/Dropdown';
export { useMenuButton } from './components/Dropdown/useMenuButton';
export { ImageUploader, type ImageUploaderProps } from './components/ImageUploader/ImageUploader';
export {
  addImages,
  DEFAULT_IMAGE_MESSAGES,
  IMAGE_MAX_BYTES,
  IMAGE_MAX_COUNT,
  IMAGE_TYPES,
  type ImageLimitMessages,
} from './components/ImageUploader/validateImages';
export { HtmlContent, type HtmlContentProps } from './components/HtmlContent/HtmlContent';
export { sanitizeHtml } from './components/HtmlContent/sanitizeHtml';
export { useThrottledCallback } from './hooks/useThrottledCallback';
export { useCountdown } from './hooks/useCountdown';
export { usePrefersReducedMotion } from './hooks/usePrefersReducedMotion';
