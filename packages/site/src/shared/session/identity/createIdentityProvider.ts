import type { Brand } from '@wl/brand-config';
import { createLocalIdentityProvider } from './localIdentityProvider';
import type { IdentityProvider } from './types';

/** The adapter that shows no buttons (brands without social sign-in). */
export const noIdentityProvider: IdentityProvider = {
  kind: 'none',
  buttons: [],
  signIn: () => Promise.reject(new Error('This brand has no identity provider')),
};

/**
 * The adapter a brand asks for. `firebase` is not built yet: such a brand gets no buttons rather than
 * buttons that cannot work (the brand validator accepts the value for when it lands).
 */
export function createIdentityProvider(
  brand: Pick<Brand, 'identityProvider' | 'merchantCode' | 'api'>,
): IdentityProvider {
  const { adapter, buttons } = brand.identityProvider;
  if (adapter === 'local' && buttons.length > 0) {
    return createLocalIdentityProvider({
      buttons,
      merchantCode: brand.merchantCode,
      baseUrl: brand.api.baseUrl,
    });
  }
  return noIdentityProvider;
}
