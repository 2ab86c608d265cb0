export { SocialSignInButtons, type SocialSignInButtonsProps } from './SocialSignInButtons';
export { useSocialSignIn } from './useSocialSignIn';
export { useIdentityProvider, IdentityProviderOverride } from './IdentityProviderContext';
export { createIdentityProvider, noIdentityProvider } from './createIdentityProvider';
export {
  createLocalIdentityProvider,
  LOCAL_IDP_AUTHORIZE_PATH,
  LOCAL_IDP_MESSAGE_TYPE,
  type LocalIdentityProviderOptions,
  type LocalIdpMessage,
} from './localIdentityProvider';
export { IDENTITY_LOGIN_PATH, identityApi, useIdentityLoginMutation } from './api';
export { identityErrorCode, IDENTITY_ERROR_MESSAGE_KEYS } from './errors';
export { SocialIcon } from './SocialIcons';
export {
  IdentityProviderError,
  isIdentityProviderError,
  IDENTITY_ERROR_CODES,
  SOCIAL_PROVIDERS,
  SOCIAL_PROVIDER_NAMES,
  type IdentityCredential,
  type IdentityErrorCode,
  type IdentityProvider,
  type IdentitySms,
  type IdentitySmsTarget,
  type SocialProvider,
} from './types';
